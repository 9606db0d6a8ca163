/**
 * What the Production and Drilling report pages draw of their figures besides the contract's tables: the plan
 * against the actual of each month as chart rows (the plan first), and when a report has nothing to show.
 */
import type { DrillingFigures } from '@weighbridge/contract/drilling-figures';
import type { ProductionFigures } from '@weighbridge/contract/production-figures';
import type { TonsChartRow } from '../../components/tons-columns-chart';

/** A month ('2026-03') as the chart's axis reads it, e.g. 'Mar 2026'. */
export type MonthLabel = (month: string) => string;

/** Each month of the period: the approved plan's tons and the output logged. */
export function productionChartRows(report: ProductionFigures, label: MonthLabel): TonsChartRow[] {
  return report.by_month.map((month) => ({ label: label(month.month), tons: [month.plan_tons, month.output_tons] }));
}

/** Each month with a plan or a drill log: the planned and the drilled metres. */
export function drillingChartRows(report: DrillingFigures, label: MonthLabel): TonsChartRow[] {
  return report.plan_vs_actual.by_month.map((month) => ({ label: label(month.month), tons: [month.planned_metres, month.actual_metres] }));
}

/** A site without crushing plants has nothing to report. */
export const isEmptyProduction = (report: ProductionFigures) => report.plants.length === 0;

/** No drill log, blast or plan line in the period. */
export const isEmptyDrilling = (report: DrillingFigures) =>
  report.rigs.length === 0 && report.totals.blasts === 0 && report.plan_vs_actual.by_month.length === 0;
