import { describe, expect, it } from 'vitest';
import { operationsReportQuerySchema, operationsReportRange } from './operations-reports.js';

describe('the period of the Production and Drilling reports', () => {
  it('takes the whole month or year of the current production day, and a custom period as given', () => {
    expect(operationsReportRange({ period: 'month' }, '2026-02-14')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(operationsReportRange({ period: 'month' }, '2028-02-29')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(operationsReportRange({ period: 'month' }, '2026-12-31')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(operationsReportRange({ period: 'year' }, '2026-03-14')).toEqual({ startDate: '2026-01-01', endDate: '2026-12-31' });
    expect(operationsReportRange({ period: 'custom', startDate: '2025-11-03', endDate: '2026-01-10' }, '2026-03-14')).toEqual({ startDate: '2025-11-03', endDate: '2026-01-10' });
  });

  it('defaults to the month, and refuses a custom period without dates, backwards or of more than 400 days', () => {
    expect(operationsReportQuerySchema.parse({})).toEqual({ period: 'month' });
    expect(operationsReportQuerySchema.safeParse({ period: 'custom', startDate: '2026-01-01' }).success).toBe(false);
    expect(operationsReportQuerySchema.safeParse({ period: 'custom', startDate: '2026-01-02', endDate: '2026-01-01' }).success).toBe(false);
    // 1 January 2025 to 4 February 2026 is 400 days in all; a day more is refused.
    expect(operationsReportQuerySchema.safeParse({ period: 'custom', startDate: '2025-01-01', endDate: '2026-02-04' }).success).toBe(true);
    expect(operationsReportQuerySchema.safeParse({ period: 'custom', startDate: '2025-01-01', endDate: '2026-02-05' }).success).toBe(false);
    expect(operationsReportQuerySchema.safeParse({ period: 'today' }).success).toBe(false);
  });
});
