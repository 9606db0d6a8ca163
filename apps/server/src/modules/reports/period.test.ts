import { reportQuerySchema } from '@weighbridge/contract/reports';
import { describe, expect, it } from 'vitest';
import { reportRange } from './period.js';
import { daysIn } from './trend-repository.js';

const SITE = 'Europe/Ljubljana';
const rangeOf = (query: Record<string, string>, iso: string) => reportRange(reportQuerySchema.parse(query), new Date(iso), SITE);

describe('the period of a report', () => {
  it('counts today, week and month in the site’s days, also just after its midnight', () => {
    // 23:30 UTC on Sunday 31 May is already Monday 1 June at the site.
    expect(rangeOf({ period: 'today' }, '2026-05-31T23:30:00Z')).toEqual({ startDate: '2026-06-01', endDate: '2026-06-01' });
    expect(rangeOf({ period: 'week' }, '2026-05-31T23:30:00Z')).toEqual({ startDate: '2026-06-01', endDate: '2026-06-07' });
    expect(rangeOf({ period: 'month' }, '2026-05-31T23:30:00Z')).toEqual({ startDate: '2026-06-01', endDate: '2026-06-30' });
  });

  it('is the month when no period is asked for, the dates as given for custom and unbounded for all time', () => {
    expect(rangeOf({}, '2026-02-10T10:00:00Z')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(rangeOf({ period: 'custom', startDate: '2025-01-01', endDate: '2025-12-31' }, '2026-02-10T10:00:00Z')).toEqual({
      startDate: '2025-01-01',
      endDate: '2025-12-31',
    });
    expect(rangeOf({ period: 'all' }, '2026-02-10T10:00:00Z')).toBeNull();
  });

  it('refuses a custom period without both dates, or with its start after its end', () => {
    expect(reportQuerySchema.safeParse({ period: 'custom', startDate: '2026-01-01' }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ period: 'custom', startDate: '2026-01-02', endDate: '2026-01-01' }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ period: 'fortnight' }).success).toBe(false);
  });

  it('counts the days of a range, both ends included, across a change of clocks', () => {
    expect(daysIn({ startDate: '2026-03-05', endDate: '2026-03-05' })).toBe(1);
    expect(daysIn({ startDate: '2026-03-01', endDate: '2026-05-01' })).toBe(62);
    expect(daysIn({ startDate: '2025-01-01', endDate: '2025-12-31' })).toBe(365);
  });
});
