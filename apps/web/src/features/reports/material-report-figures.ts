/**
 * What the Monthly and the Annual Material Report pages make of their reports (spec part 2 sections 2 and
 * 9). The cards' totals and averages are the contract's (material-report-tables.ts), which the exports write.
 */
import { MONTH_NAMES } from '@weighbridge/contract/material-report-tables';
import type { AnnualMaterialReport, MonthlyMaterialReport } from '@weighbridge/contract/reports';
import type { TonsChartRow } from '../../components/tons-columns-chart';

/** Monthly report: the current year and the five before it, newest first. */
export function monthlyReportYears(currentYear: number): number[] {
  return Array.from({ length: 6 }, (_, back) => currentYear - back);
}

/** Annual report: the current year back ten years, newest first; the default range is the last three. */
export function annualReportYears(currentYear: number): number[] {
  return Array.from({ length: 11 }, (_, back) => currentYear - back);
}

export function defaultAnnualRange(currentYear: number): { startYear: number; endYear: number } {
  return { startYear: currentYear - 2, endYear: currentYear };
}

/**
 * One chart row per label (a month, a year) with each material's tons in the order of `names`. Values are
 * kept in an array, not under the material's name: a name with a dot would read as a path to the chart.
 */

export function monthlyChartRows(report: MonthlyMaterialReport): TonsChartRow[] {
  return MONTH_NAMES.map((label, index) => ({
    label,
    tons: report.chart_data.map((line) => line.monthly_data.find((entry) => entry.month === index + 1)?.tonnage ?? 0),
  }));
}

export function annualChartRows(report: AnnualMaterialReport): TonsChartRow[] {
  return report.years.map((year) => ({
    label: String(year),
    tons: report.materials.map((material) => report.yearly_data[String(year)]?.[material.material_name] ?? 0),
  }));
}

/** A report without a single ton to show. */
export const isEmptyChart = (rows: TonsChartRow[]) => rows.every((row) => row.tons.every((tons) => tons === 0));
