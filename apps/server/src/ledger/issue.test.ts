import { describe, expect, it } from 'vitest';
import { canBeInDocumentNumber, formatDocumentNumber } from './issue.js';

describe('what a search may find in a document number', () => {
  it('finds any piece of a number, case aside', () => {
    const number = formatDocumentNumber(2026, 1234);
    for (let start = 0; start < number.length; start++) {
      for (let end = start + 1; end <= number.length; end++) expect(canBeInDocumentNumber(number.slice(start, end).toLowerCase()), number.slice(start, end)).toBe(true);
    }
    expect(canBeInDocumentNumber(formatDocumentNumber(2027, 12_345_678).slice(8))).toBe(true);
  });

  it('rules out what no number holds: other letters, a space, digits where the number has letters', () => {
    for (const text of ['KR', 'KR 1', 'Gravel', 'DS', 'S-', '1S', 'SD 2026', '2026-SD', 'D--', '#']) expect(canBeInDocumentNumber(text), text).toBe(false);
  });
});
