import { describe, expect, it } from 'vitest';
import { contentDisposition } from './attachment.js';

describe('contentDisposition', () => {
  it('names a plain file as it is', () => {
    expect(contentDisposition('attachment', 'scale-documents-2026-11-01_2026-11-30.xlsx')).toBe(
      `attachment; filename="scale-documents-2026-11-01_2026-11-30.xlsx"; filename*=UTF-8''scale-documents-2026-11-01_2026-11-30.xlsx`,
    );
  });

  it('keeps a name with letters beyond ASCII exact in filename* and safe in filename', () => {
    const header = contentDisposition('inline', 'Poročilo "Šiška";.pdf');
    expect(header).toBe(`inline; filename="Poro_ilo __i_ka__.pdf"; filename*=UTF-8''Poro%C4%8Dilo%20%22%C5%A0i%C5%A1ka%22%3B.pdf`);
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe('Poročilo "Šiška";.pdf');
  });
});
