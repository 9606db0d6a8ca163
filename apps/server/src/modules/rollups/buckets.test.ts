import { describe, expect, it } from 'vitest';
import { periodBuckets, rollupBuckets } from './buckets.js';

describe('the buckets of a period', () => {
  it('takes all time as its one bucket, or the months for the trends', () => {
    expect(periodBuckets({})).toEqual([{ grain: 'all' }]);
    expect(periodBuckets({}, 'month')).toEqual([{ grain: 'month' }]);
  });

  it('takes a day, or a few days inside one month, as days', () => {
    expect(periodBuckets({ startDate: '2026-11-21', endDate: '2026-11-21' })).toEqual([{ grain: 'day', from: '2026-11-21', to: '2026-11-22' }]);
    expect(periodBuckets({ startDate: '2026-11-01', endDate: '2026-11-21' })).toEqual([{ grain: 'day', from: '2026-11-01', to: '2026-11-22' }]);
  });

  it('takes a whole month as one month bucket', () => {
    expect(periodBuckets({ startDate: '2026-02-01', endDate: '2026-02-28' })).toEqual([{ grain: 'month', from: '2026-02-01', to: '2026-03-01' }]);
  });

  it('cuts a long custom period into days, months, years, months and days', () => {
    expect(periodBuckets({ startDate: '2022-11-15', endDate: '2026-03-10' })).toEqual([
      { grain: 'year', from: '2023-01-01', to: '2026-01-01' },
      { grain: 'month', from: '2022-12-01', to: '2023-01-01' },
      { grain: 'month', from: '2026-01-01', to: '2026-03-01' },
      { grain: 'day', from: '2022-11-15', to: '2022-12-01' },
      { grain: 'day', from: '2026-03-01', to: '2026-03-11' },
    ]);
  });

  it('keeps months where the period spans no whole year, and crosses a year end by days', () => {
    expect(periodBuckets({ startDate: '2025-12-31', endDate: '2026-01-01' })).toEqual([{ grain: 'day', from: '2025-12-31', to: '2026-01-02' }]);
    expect(periodBuckets({ startDate: '2025-10-03', endDate: '2026-02-27' }, 'year')).toEqual([
      { grain: 'month', from: '2025-11-01', to: '2026-02-01' },
      { grain: 'day', from: '2025-10-03', to: '2025-11-01' },
      { grain: 'day', from: '2026-02-01', to: '2026-02-28' },
    ]);
  });

  it('leaves open the side of a period without a bound', () => {
    expect(periodBuckets({ endDate: '2026-03-10' })).toEqual([
      { grain: 'year', to: '2026-01-01' },
      { grain: 'month', from: '2026-01-01', to: '2026-03-01' },
      { grain: 'day', from: '2026-03-01', to: '2026-03-11' },
    ]);
  });

  it('ends a whole year on 31 December with that year included', () => {
    expect(periodBuckets({ startDate: '2024-01-01', endDate: '2025-12-31' })).toEqual([{ grain: 'year', from: '2024-01-01', to: '2026-01-01' }]);
  });

  it('takes the month so far as its month bucket when nothing is counted after the last day', () => {
    const month = { startDate: '2026-11-01', endDate: '2026-11-22' };
    expect(rollupBuckets({ ...month, quietAfter: true })).toEqual([{ grain: 'month', from: '2026-11-01', to: '2026-11-02' }]);
    expect(rollupBuckets({ ...month, quietAfter: false })).toEqual(periodBuckets(month));
    expect(rollupBuckets(month)).toEqual(periodBuckets(month));
  });

  it('takes the year so far as whole earlier months and the year bucket, and a week inside a month as days', () => {
    expect(rollupBuckets({ startDate: '2025-06-01', endDate: '2026-03-04', quietAfter: true })).toEqual([
      { grain: 'month', from: '2025-06-01', to: '2026-01-01' },
      { grain: 'year', from: '2026-01-01', to: '2026-01-02' },
    ]);
    expect(rollupBuckets({ startDate: '2026-03-02', endDate: '2026-03-08', quietAfter: true })).toEqual([{ grain: 'day', from: '2026-03-02', to: '2026-03-09' }]);
    expect(rollupBuckets({ startDate: '2026-03-01', endDate: '2026-03-05', quietAfter: true }, 'month')).toEqual([
      { grain: 'month', from: '2026-03-01', to: '2026-03-02' },
    ]);
  });
});
