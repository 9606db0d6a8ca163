import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDollars, formatKg, formatLongDate, formatNumber, NOT_SET } from './format';

describe('formatLongDate', () => {
  it('writes the month name, day and year in the en-US long form', () => {
    expect(formatLongDate(new Date(2026, 10, 21))).toBe('November 21, 2026');
    expect(formatLongDate(new Date(2025, 0, 5))).toBe('January 5, 2025');
  });
});

describe('formatCalendarDate', () => {
  it('writes a YYYY-MM-DD date as the same calendar day in the long form', () => {
    expect(formatCalendarDate('1985-03-04')).toBe('March 4, 1985');
    expect(formatCalendarDate('2000-01-01')).toBe('January 1, 2000');
  });

  it('shows a missing date as not set', () => {
    expect(formatCalendarDate(null)).toBe(NOT_SET);
  });
});

describe('numbers, weights and dollars', () => {
  it('groups thousands and keeps at most two decimals', () => {
    expect(formatNumber(12500)).toBe('12,500');
    expect(formatNumber(1602.5)).toBe('1,602.5');
    expect(formatKg(40000)).toBe('40,000 kg');
  });

  it('shows prices in dollars with cents', () => {
    expect(formatDollars(1250.5)).toBe('$1,250.50');
    expect(formatDollars(0)).toBe('$0.00');
  });

  it('shows an empty value as not set', () => {
    expect(formatNumber(null)).toBe(NOT_SET);
    expect(formatKg(null)).toBe(NOT_SET);
    expect(formatDollars(null)).toBe(NOT_SET);
  });
});
