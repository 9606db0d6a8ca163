import { describe, expect, it } from 'vitest';
import { canBeInTaraNumber, taraNumberOf } from './weighing.js';

describe('what a search may find in a tara number', () => {
  it('finds any piece of a number, case aside', () => {
    for (const number of [taraNumberOf(42), taraNumberOf(12_345_678)]) {
      for (let start = 0; start < number.length; start++) {
        for (let end = start + 1; end <= number.length; end++) expect(canBeInTaraNumber(number.slice(start, end).toLowerCase()), number.slice(start, end)).toBe(true);
      }
    }
  });

  it('rules out what no number holds: other letters, a space, digits where the number has letters', () => {
    for (const text of ['KR', 'CARD', 'KR 1', 'AT', 'A-A', '1A', 'TARA 1', '-T', '#']) expect(canBeInTaraNumber(text), text).toBe(false);
  });
});
