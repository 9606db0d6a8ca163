/**
 * The periods Plan vs Actual reads, in production days: the chosen month (up to today while it runs) and, for
 * the chart, each month of its year up to the chosen one; and the chart's rows of plan and actual tons.
 */
import type { PlanTons } from '@weighbridge/contract/crush-plan';
import type { ProductionFigures } from '@weighbridge/contract/production-figures';
import type { TonsChartRow } from '../../components/tons-columns-chart';

export type MonthPeriod = { from: string; to: string };

const pad = (value: number) => String(value).padStart(2, '0');
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A month of production days, cut at today while it runs; none for a month that has not begun.
 * @example monthPeriod(2026, 3, '2026-03-14') // { from: '2026-03-01', to: '2026-03-14' }
 */
export function monthPeriod(year: number, month: number, today: string): MonthPeriod | null {
  const from = `${year}-${pad(month)}-01`;
  if (from > today) return null;
  const end = `${year}-${pad(month)}-${pad(lastDayOf(year, month))}`;
  return { from, to: end < today ? end : today };
}

/** The months of the year from January to the chosen one that have begun. */
export function monthsSoFar(year: number, month: number, today: string): MonthPeriod[] {
  return Array.from({ length: month }, (_, index) => monthPeriod(year, index + 1, today)).filter((period): period is MonthPeriod => period !== null);
}

/** A plant's planned tons by month, its products summed; twelve zeros without an approved plan. */
export function plannedMonths(tons: readonly PlanTons[] | undefined, plantId: number): number[] {
  const months = Array<number>(12).fill(0);
  for (const row of tons ?? []) if (row.plant_id === plantId) row.months.forEach((value, index) => (months[index]! += value));
  return months;
}

/** Each month's plan and output of a plant: the output of the months read so far, none after them. */
export function planActualRows(labels: readonly string[], plan: readonly number[], monthly: readonly (ProductionFigures | undefined)[], plantId: number): TonsChartRow[] {
  return labels.map((label, index) => {
    const plant = monthly[index]?.plants.find((figures) => figures.plant_id === plantId);
    return { label, tons: [plan[index] ?? 0, plant?.output_tons ?? 0] };
  });
}
