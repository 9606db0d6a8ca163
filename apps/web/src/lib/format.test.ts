import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format';

describe('formatLongDate', () => {
  it('writes the month name, day and year in the en-US long form', () => {
    expect(formatLongDate(new Date(2026, 10, 21))).toBe('November 21, 2026');
    expect(formatLongDate(new Date(2025, 0, 5))).toBe('January 5, 2025');
  });
});
