import { formatCalendarDate, formatCalendarMonth, formatDateTime, formatKg, formatLongDate, formatNumber, formatScaleKg, formatTons } from '@weighbridge/contract/formats';
import { describe, expect, it } from 'vitest';
import { documentIntl } from './intl.js';
import { localeFormats } from './locale-format.js';

const english = localeFormats(documentIntl('en'));
const german = localeFormats(documentIntl('de'));
const NUMBERS = [0, 0.5, 7, 1234.5, 27_659.25, 1_602.456, 12_500, 2_000_000.1];
const MOMENTS = ['2026-03-02T08:05:00Z', '2025-10-26T01:30:00Z', '2026-12-31T23:30:00Z'];
const TZ = 'Europe/Ljubljana';

describe('numbers and dates in the reader’s language', () => {
  it.each(NUMBERS)('writes %s in English exactly as the pages do', (value) => {
    expect(english.number(value)).toBe(formatNumber(value));
    expect(english.kg(value)).toBe(formatKg(value));
    expect(english.scaleKg(value)).toBe(formatScaleKg(value));
    expect(english.tons(value)).toBe(formatTons(value));
  });

  it.each(MOMENTS)('writes the moment %s in English exactly as the pages do', (iso) => {
    expect(english.longDate(new Date(iso), TZ)).toBe(formatLongDate(new Date(iso), TZ));
    expect(english.dateTime(new Date(iso), TZ)).toBe(formatDateTime(iso, TZ));
    expect(english.calendarDate(iso.slice(0, 10))).toBe(formatCalendarDate(iso.slice(0, 10)));
    expect(english.calendarMonth(iso.slice(0, 7))).toBe(formatCalendarMonth(iso.slice(0, 7)));
  });

  it('writes German numbers and dates as a German reader does', () => {
    expect(german.scaleKg(27_659.5)).toBe('27.659,50 kg');
    expect(german.kg(12_500)).toBe('12.500 kg');
    expect(german.tons(1_234_500)).toBe('1.234,5 t');
    expect(german.number(null)).toBe('—');
    expect(german.calendarDate('2026-03-01')).toBe('1. März 2026');
    expect(german.calendarMonth('2026-03')).toBe('März 2026');
    // 23:30 UTC on New Year's Eve is already the next year at the site.
    expect(german.longDate(new Date('2026-12-31T23:30:00Z'), TZ)).toBe('1. Januar 2027');
    expect(german.dateTime(new Date('2026-03-02T08:05:00Z'), TZ)).toBe('02.03.2026, 09:05');
  });
});
