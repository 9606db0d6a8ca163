/**
 * The periods of Plan vs Actual, as the production days GET /api/drilling/figures takes: the month a day falls
 * in (the whole month, so its plan is compared whole), or its year from 1 January to that day.
 */
export const PLAN_PERIODS = ['month', 'year'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];

export type ProductionDays = { from: string; to: string };

/** The last day of a month 'YYYY-MM'. */
function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, monthNumber, 0)).getUTCDate()).padStart(2, '0')}`;
}

/**
 * @example planPeriodDays('month', '2026-02-14') // { from: '2026-02-01', to: '2026-02-28' }
 * @example planPeriodDays('year', '2026-02-14') // { from: '2026-01-01', to: '2026-02-14' }
 */
export function planPeriodDays(period: PlanPeriod, day: string): ProductionDays {
  return period === 'month' ? { from: `${day.slice(0, 7)}-01`, to: lastDayOf(day.slice(0, 7)) } : { from: `${day.slice(0, 4)}-01-01`, to: day };
}

/** Actual less planned, and that as a share of the plan (none when nothing was planned). */
export function variance(planned: number, actual: number): { amount: number; share: number | null } {
  return { amount: Math.round((actual - planned) * 100) / 100, share: planned > 0 ? (actual - planned) / planned : null };
}
