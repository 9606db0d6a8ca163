import { DEFAULT_SHIFT_PATTERN } from '@weighbridge/contract/shifts';
import { describe, expect, it } from 'vitest';
import { ALL_TIME, applyDates, canApply, chooseCustom, editDate, periodQuery, resolvePeriod, type TimePeriod } from './time-period';

const SITE = 'Europe/Ljubljana';
// Wednesday 4 March 2026, 10:00 at the site.
const NOW = new Date('2026-03-04T09:00:00Z');
const resolve = (period: TimePeriod, now = NOW) => resolvePeriod(period, now, SITE, DEFAULT_SHIFT_PATTERN);

describe('the dashboard time period', () => {
  it('fills both dates and filters by them for Today, Week and Month', () => {
    expect(resolve({ choice: 'today' })).toEqual({
      startDate: '2026-03-04',
      endDate: '2026-03-04',
      applied: { startDate: '2026-03-04', endDate: '2026-03-04' },
    });
    expect(resolve({ choice: 'week' }).applied).toEqual({ startDate: '2026-03-02', endDate: '2026-03-08' });
    expect(resolve({ choice: 'month' }).applied).toEqual({ startDate: '2026-03-01', endDate: '2026-03-31' });
  });

  it('moves Today on to the next site day on a dashboard left open', () => {
    expect(resolve({ choice: 'today' }, new Date('2026-03-04T23:05:00Z')).applied).toEqual({ startDate: '2026-03-05', endDate: '2026-03-05' });
  });

  it('asks for the moments of the shift at the site for This Shift, and moves on to the next one', () => {
    // 10:00 at the site: the Morning shift, 06:00 to 14:00 (CET, UTC+1).
    const morning = resolve({ choice: 'shift' });
    expect(morning.shift?.name).toBe('Morning');
    expect(periodQuery(morning)).toEqual({ from: '2026-03-04T05:00:00.000Z', to: '2026-03-04T13:00:00.000Z' });
    expect(morning).toMatchObject({ startDate: '2026-03-04', endDate: '2026-03-04', applied: null });
    // 00:30 on 5 March at the site: the Night shift that began at 22:00 on the 4th, to 06:00 on the 5th.
    const night = resolve({ choice: 'shift' }, new Date('2026-03-04T23:30:00Z'));
    expect(night.shift?.name).toBe('Night');
    expect(periodQuery(night)).toEqual({ from: '2026-03-04T21:00:00.000Z', to: '2026-03-05T05:00:00.000Z' });
    expect(night).toMatchObject({ startDate: '2026-03-04', endDate: '2026-03-05' });
  });

  it('clears the dates and the filter for All Time', () => {
    expect(resolve(ALL_TIME)).toEqual({ startDate: '', endDate: '', applied: null });
    expect(periodQuery(resolve(ALL_TIME))).toEqual({});
  });

  it('becomes Custom when a date is typed, keeping the filter in force until it is applied', () => {
    const typed = editDate(resolve({ choice: 'week' }), 'startDate', '2026-02-20');
    expect(typed).toEqual({
      choice: 'custom',
      startDate: '2026-02-20',
      endDate: '2026-03-08',
      applied: { startDate: '2026-03-02', endDate: '2026-03-08' },
    });
    const applied = resolve(applyDates(resolve(typed)));
    expect(periodQuery(applied)).toEqual({ startDate: '2026-02-20', endDate: '2026-03-08' });
  });

  it('keeps the shown dates when Custom is chosen', () => {
    expect(chooseCustom(resolve({ choice: 'month' }))).toMatchObject({ choice: 'custom', startDate: '2026-03-01', endDate: '2026-03-31' });
  });

  it('allows Apply Filter only with both dates, To not before From', () => {
    const from = editDate(resolve(ALL_TIME), 'startDate', '2026-03-01');
    expect(canApply(resolve(from))).toBe(false);
    expect(canApply(resolve(editDate(resolve(from), 'endDate', '2026-02-28')))).toBe(false);
    expect(canApply(resolve(editDate(resolve(from), 'endDate', '2026-03-01')))).toBe(true);
  });
});
