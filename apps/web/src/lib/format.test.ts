import { describe, expect, it } from 'vitest';
import {
  ageOf,
  formatAxisNumber,
  formatCalendarDate,
  formatClockTime,
  formatDateAndTime,
  formatDateTime,
  formatDivision,
  formatDollars,
  formatFileSize,
  formatKg,
  formatLastHeard,
  formatLongDate,
  formatNumber,
  formatScaleKg,
  formatTaraNumber,
  formatTons,
  NOT_SET,
} from './format';

describe('formatLongDate', () => {
  it('writes the month name, day and year in the en-US long form', () => {
    expect(formatLongDate(new Date('2026-11-21T12:00:00Z'), 'Europe/Ljubljana')).toBe('November 21, 2026');
    expect(formatLongDate(new Date('2025-01-05T12:00:00Z'), 'Europe/Ljubljana')).toBe('January 5, 2025');
  });

  it("writes the site's day, not the browser's", () => {
    // 23:30 UTC on 8 March is already 9 March in Ljubljana and 12:30 on 9 March in Auckland.
    const lateEvening = new Date('2026-03-08T23:30:00Z');
    expect(formatLongDate(lateEvening, 'Europe/Ljubljana')).toBe('March 9, 2026');
    expect(formatLongDate(lateEvening, 'America/Chicago')).toBe('March 8, 2026');
  });
});

describe('formatDateTime and formatClockTime', () => {
  it('write a moment on the site clock', () => {
    expect(formatDateTime('2026-03-04T13:05:00Z', 'Europe/Ljubljana')).toBe('Mar 4, 2026, 2:05 PM');
    expect(formatDateTime('2026-03-04T13:05:00Z', 'Pacific/Auckland')).toBe('Mar 5, 2026, 2:05 AM');
    expect(formatClockTime('2026-03-04T13:05:30Z', 'Europe/Ljubljana')).toBe('14:05:30');
    expect(formatClockTime('2026-03-04T23:00:00Z', 'Europe/Ljubljana')).toBe('00:00:00');
    expect(formatDateAndTime('2026-03-04T22:30:00Z', 'Europe/Ljubljana')).toEqual({ date: 'Mar 4, 2026', time: '11:30 PM' });
  });

  it('shows a missing moment as not set', () => {
    expect(formatDateTime(null, 'Europe/Ljubljana')).toBe(NOT_SET);
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

describe('scale weights, tons and tara numbers', () => {
  it('shows a scale weight with exactly two decimals', () => {
    expect(formatScaleKg(27000.25)).toBe('27,000.25 kg');
    expect(formatScaleKg(15000)).toBe('15,000.00 kg');
    expect(formatScaleKg(null)).toBe('—');
  });

  it('shows kg as tons with one decimal', () => {
    expect(formatTons(1234567)).toBe('1,234.6 t');
    expect(formatTons(0)).toBe('0.0 t');
  });

  it('numbers a tara with six zero-padded digits', () => {
    expect(formatTaraNumber(42)).toBe('TARA-000042');
    expect(formatTaraNumber(1234567)).toBe('TARA-1234567');
  });
});

describe('formatDivision', () => {
  it('keeps the three decimals a division may have', () => {
    expect(formatDivision(20)).toBe('20');
    expect(formatDivision(0.005)).toBe('0.005');
    expect(formatDivision(1000)).toBe('1,000');
  });

  it('writes it, and a price, in German with German separators', () => {
    expect(formatDivision(0.005, 'de')).toBe('0,005');
    expect(formatDivision(1000, 'de')).toBe('1.000');
    expect(formatDollars(1250.5, 'de')).toBe('1.250,50\u00a0$');
  });
});

describe('formatLastHeard', () => {
  it('gives the time to the second on the same site day and the date and time before it', () => {
    const now = new Date('2026-03-04T23:30:00Z'); // 00:30 on March 5 in Ljubljana
    expect(formatLastHeard('2026-03-04T23:29:58Z', now, 'Europe/Ljubljana')).toBe('00:29:58');
    // The same day as now in UTC, but the day before at the site.
    expect(formatLastHeard('2026-03-04T22:50:00Z', now, 'Europe/Ljubljana')).toBe('Mar 4, 2026, 11:50 PM');
    expect(formatLastHeard(null, now, 'Europe/Ljubljana')).toBe('—');
  });
});

describe('ageOf', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('says how long ago in the largest whole unit', () => {
    expect(ageOf('2026-03-10T11:59:30Z', now)).toEqual({ unit: 'now' });
    expect(ageOf('2026-03-10T11:59:00Z', now)).toEqual({ unit: 'minute', count: 1 });
    expect(ageOf('2026-03-10T09:30:00Z', now)).toEqual({ unit: 'hour', count: 2 });
    expect(ageOf('2026-03-07T11:00:00Z', now)).toEqual({ unit: 'day', count: 3 });
  });

  it('reads a moment a little ahead of this clock as just now', () => {
    expect(ageOf('2026-03-10T12:00:05Z', now)).toEqual({ unit: 'now' });
  });
});

describe('formatFileSize', () => {
  it('writes a size in bytes, KB, MB or GB with at most one decimal', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1,023 B');
    expect(formatFileSize(12_595)).toBe('12.3 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(1.5 * 1024 ** 3)).toBe('1.5 GB');
  });

  it('writes the units and decimals of German in German', () => {
    expect(formatFileSize(0, 'de')).toBe('0 Byte');
    expect(formatFileSize(1023, 'de')).toBe('1.023 Byte');
    expect(formatFileSize(12_595, 'de')).toBe('12,3 KB');
    expect(formatFileSize(1.5 * 1024 ** 3, 'de')).toBe('1,5 GB');
  });
});

describe('formatAxisNumber', () => {
  it('writes an axis figure short, so that it stays on one line beside the chart', () => {
    expect(formatAxisNumber(800)).toBe('800');
    expect(formatAxisNumber(3200)).toBe('3.2K');
    expect(formatAxisNumber(12_000_000)).toBe('12M');
    expect(formatAxisNumber(1_500_000, 'de')).toBe('1,5\u00a0Mio.');
  });
});
