import { describe, expect, it } from 'vitest';
import { MENU } from './menu.js';
import { PAGE_PATHS, pagePath } from './page-paths.js';
import { verificationPath } from './tickets.js';

describe('the pages’ addresses', () => {
  it('fill in their parameters, each as one encoded segment', () => {
    expect(pagePath('dashboard')).toBe('/dashboard');
    expect(pagePath('verify', { number: 'SD-2026-000001' })).toBe('/verify/SD-2026-000001');
    expect(pagePath('projectDocument', { slug: 'a/b c' })).toBe('/project-timeline/documents/a%2Fb%20c');
    expect(verificationPath('SD-2026-000001', 'ABCD')).toBe('/verify/SD-2026-000001?c=ABCD');
  });

  it('refuse a page whose parameter is missing', () => {
    expect(() => pagePath('verify')).toThrow('/verify/:number needs number');
  });

  it('are the ones every built page of the catalogue links to', () => {
    const registered = new Set<string>(Object.values(PAGE_PATHS));
    for (const module of MENU) {
      for (const item of module.items) if (item.status === 'active') expect(registered, item.label).toContain(item.path);
    }
  });
});
