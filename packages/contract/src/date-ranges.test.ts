import { describe, expect, it } from 'vitest';
import { type QuickRange, quickRange, siteDay } from './date-ranges.js';

const SITE = 'Europe/Ljubljana';
const range = (name: QuickRange, iso: string, timeZone = SITE) => quickRange(name, new Date(iso), timeZone);

describe('the quick date ranges in the site time zone', () => {
  it('takes the site’s day, not UTC’s, near midnight', () => {
    // 23:30 UTC on Sunday 8 March is already Monday 00:30 at a site on UTC+1.
    expect(siteDay(new Date('2026-03-08T23:30:00Z'), SITE)).toBe('2026-03-09');
    expect(siteDay(new Date('2026-03-08T23:30:00Z'), 'UTC')).toBe('2026-03-08');
    expect(siteDay(new Date('2026-03-09T03:00:00Z'), 'America/Chicago')).toBe('2026-03-08');
  });

  it('gives today and yesterday as single days', () => {
    expect(range('today', '2026-03-04T09:00:00Z')).toEqual({ startDate: '2026-03-04', endDate: '2026-03-04' });
    expect(range('yesterday', '2026-03-04T09:00:00Z')).toEqual({ startDate: '2026-03-03', endDate: '2026-03-03' });
    expect(range('yesterday', '2026-03-01T09:00:00Z')).toEqual({ startDate: '2026-02-28', endDate: '2026-02-28' });
  });

  it('runs a week from Monday to Sunday, a Sunday being its last day', () => {
    expect(range('week', '2026-03-02T06:00:00Z')).toEqual({ startDate: '2026-03-02', endDate: '2026-03-08' });
    expect(range('week', '2026-03-08T20:00:00Z')).toEqual({ startDate: '2026-03-02', endDate: '2026-03-08' });
    expect(range('lastWeek', '2026-03-08T20:00:00Z')).toEqual({ startDate: '2026-02-23', endDate: '2026-03-01' });
    // Sunday night in UTC is Monday at the site: the next week has begun.
    expect(range('week', '2026-03-08T23:30:00Z')).toEqual({ startDate: '2026-03-09', endDate: '2026-03-15' });
  });

  it('lets a week cross a month end', () => {
    expect(range('week', '2026-03-01T10:00:00Z')).toEqual({ startDate: '2026-02-23', endDate: '2026-03-01' });
    expect(range('week', '2026-04-30T10:00:00Z')).toEqual({ startDate: '2026-04-27', endDate: '2026-05-03' });
  });

  it('runs a month from its first to its last day, leap February included', () => {
    expect(range('month', '2026-02-14T10:00:00Z')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(range('month', '2028-02-29T10:00:00Z')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(range('month', '2026-04-30T21:59:00Z')).toEqual({ startDate: '2026-04-01', endDate: '2026-04-30' });
    // 22:30 UTC on 30 April is 1 May at the site (UTC+2 in summer).
    expect(range('month', '2026-04-30T22:30:00Z')).toEqual({ startDate: '2026-05-01', endDate: '2026-05-31' });
    expect(range('lastMonth', '2026-03-31T10:00:00Z')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
  });

  it('crosses a year end', () => {
    expect(range('week', '2026-12-31T10:00:00Z')).toEqual({ startDate: '2026-12-28', endDate: '2027-01-03' });
    expect(range('month', '2026-12-31T10:00:00Z')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(range('today', '2026-12-31T23:30:00Z')).toEqual({ startDate: '2027-01-01', endDate: '2027-01-01' });
    expect(range('yesterday', '2027-01-01T10:00:00Z')).toEqual({ startDate: '2026-12-31', endDate: '2026-12-31' });
    expect(range('lastWeek', '2027-01-01T10:00:00Z')).toEqual({ startDate: '2026-12-21', endDate: '2026-12-27' });
    expect(range('lastMonth', '2027-01-01T10:00:00Z')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
  });

  it('keeps whole days across a clock change', () => {
    // Summer time begins at the site on Sunday 29 March 2026.
    expect(range('week', '2026-03-29T21:00:00Z')).toEqual({ startDate: '2026-03-23', endDate: '2026-03-29' });
    expect(range('lastWeek', '2026-03-30T08:00:00Z')).toEqual({ startDate: '2026-03-23', endDate: '2026-03-29' });
  });
});
