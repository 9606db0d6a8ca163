import { describe, expect, it } from 'vitest';
import { planPeriodDays, variance } from './plan-vs-actual-period';

describe('the periods of Plan vs Actual', () => {
  it('is the whole month a day falls in, with its last day by the calendar', () => {
    expect(planPeriodDays('month', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(planPeriodDays('month', '2028-02-01')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(planPeriodDays('month', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(planPeriodDays('month', '2026-04-30')).toEqual({ from: '2026-04-01', to: '2026-04-30' });
  });

  it('is the year from 1 January to the day for year to date', () => {
    expect(planPeriodDays('year', '2026-07-09')).toEqual({ from: '2026-01-01', to: '2026-07-09' });
    expect(planPeriodDays('year', '2026-01-01')).toEqual({ from: '2026-01-01', to: '2026-01-01' });
  });
});

describe('a variance', () => {
  it('is actual less planned, and its share of the plan', () => {
    expect(variance(1000, 850)).toEqual({ amount: -150, share: -0.15 });
    expect(variance(200, 250)).toEqual({ amount: 50, share: 0.25 });
  });

  it('has no share when nothing was planned', () => {
    expect(variance(0, 120.5)).toEqual({ amount: 120.5, share: null });
  });
});
