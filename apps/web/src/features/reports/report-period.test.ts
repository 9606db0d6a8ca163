import { describe, expect, it } from 'vitest';
import { applyCustom, canApply, choosePeriod, dateProblem, editDate, END_BEFORE_START, INITIAL_PERIOD } from './report-period';

describe('the report period', () => {
  it('starts on Month', () => {
    expect(INITIAL_PERIOD.choice).toBe('month');
    expect(INITIAL_PERIOD.query).toEqual({ period: 'month' });
  });

  it('reloads at once for Today, Week, Month and All Time', () => {
    expect(choosePeriod(INITIAL_PERIOD, 'today').query).toEqual({ period: 'today' });
    expect(choosePeriod(INITIAL_PERIOD, 'all').query).toEqual({ period: 'all' });
  });

  it('only opens the date pickers on Custom, keeping the report shown', () => {
    const custom = choosePeriod(choosePeriod(INITIAL_PERIOD, 'week'), 'custom');
    expect(custom.choice).toBe('custom');
    expect(custom.query).toEqual({ period: 'week' });
  });

  it('applies a custom period only with both dates, the start not after the end', () => {
    const custom = choosePeriod(INITIAL_PERIOD, 'custom');
    const started = editDate(custom, 'startDate', '2026-02-01');
    expect(canApply(started)).toBe(false);
    expect(applyCustom(started).query).toEqual({ period: 'month' });

    const reversed = editDate(started, 'endDate', '2026-01-31');
    expect(dateProblem(reversed)).toBe(END_BEFORE_START);
    expect(applyCustom(reversed).query).toEqual({ period: 'month' });

    const complete = editDate(started, 'endDate', '2026-02-28');
    expect(canApply(complete)).toBe(true);
    expect(applyCustom(complete).query).toEqual({ period: 'custom', startDate: '2026-02-01', endDate: '2026-02-28' });
  });
});
