/**
 * The Monthly and the Annual Material Report as tables (spec part 2 sections 2 and 9): what their pages
 * show as cards, and what their Excel and PDF exports write as one table, a row per material and a total.
 * Tons are added in hundredths of a kg, the precision of a stored weight, so a total is the sum of its parts.
 */
import type { ReportColumn, ReportDefinition } from './report-values.js';
import { reportTable } from './report-values.js';
import type { AnnualMaterialReport, MonthlyMaterialReport } from './reports.js';

export const MONTHLY_MATERIAL_TITLE = 'Monthly Material Report';
export const ANNUAL_MATERIAL_TITLE = 'Annual Material Report';

export const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The name of the row that adds up every material. */
export const TOTAL_ROW = 'Total';

const HUNDREDTHS_OF_KG_PER_TON = 100_000;
const sumTons = (tons: readonly number[]) =>
  tons.reduce((total, value) => total + Math.round(value * HUNDREDTHS_OF_KG_PER_TON), 0) / HUNDREDTHS_OF_KG_PER_TON;

export type MonthlyCard = { name: string; months: number[]; totalTons: number; averageTons: number };

function monthlyCard(name: string, months: number[]): MonthlyCard {
  const totalTons = sumTons(months);
  return { name, months, totalTons, averageTons: totalTons / 12 };
}

/** Each material's tons by month, its total of the year and its average per month: the total divided by 12 (spec part 2 section 9). */
export function monthlyCards(report: MonthlyMaterialReport): MonthlyCard[] {
  return report.chart_data.map((line) =>
    monthlyCard(
      line.material_name,
      MONTH_NAMES.map((_, index) => line.monthly_data.find((entry) => entry.month === index + 1)?.tonnage ?? 0),
    ),
  );
}

function monthlyRows(report: MonthlyMaterialReport): MonthlyCard[] {
  const cards = monthlyCards(report);
  if (cards.length === 0) return [];
  return [...cards, monthlyCard(TOTAL_ROW, MONTH_NAMES.map((_, month) => sumTons(cards.map((card) => card.months[month]!))))];
}

export const MONTHLY_MATERIAL_REPORT: ReportDefinition<MonthlyMaterialReport> = {
  title: MONTHLY_MATERIAL_TITLE,
  figures: [],
  tables: [
    reportTable(
      'Monthly Tonnage by Material',
      monthlyRows,
      [
        { header: 'Material', kind: 'text', value: (row) => row.name },
        ...MONTH_NAMES.map((month, index): ReportColumn<MonthlyCard> => ({ header: month, kind: 'tonnage', value: (row) => row.months[index]! })),
        { header: 'Total', kind: 'tonnage', value: (row) => row.totalTons },
        { header: 'Average per month', kind: 'tonnage', value: (row) => row.averageTons },
      ],
      { endsWithTotal: true },
    ),
  ],
};

export type AnnualCard = { id: number; name: string; totalTons: number; transactions: number; averageTons: number | null };

const averagePerTransaction = (totalTons: number, transactions: number) => (transactions ? totalTons / transactions : null);

/** Heaviest first; a material without transactions has no average. */
export function annualCards(report: AnnualMaterialReport): AnnualCard[] {
  return [...report.material_totals]
    .sort((a, b) => b.total_tonnage - a.total_tonnage)
    .map((total) => ({
      id: total.material_id,
      name: total.material_name,
      totalTons: total.total_tonnage,
      transactions: total.total_transactions,
      averageTons: averagePerTransaction(total.total_tonnage, total.total_transactions),
    }));
}

type AnnualRow = AnnualCard & { years: number[] };

function annualRows(report: AnnualMaterialReport): AnnualRow[] {
  const tonsIn = (name: string) => report.years.map((year) => report.yearly_data[String(year)]?.[name] ?? 0);
  const rows = annualCards(report).map((card) => ({ ...card, years: tonsIn(card.name) }));
  if (rows.length === 0) return [];
  const totalTons = sumTons(rows.map((row) => row.totalTons));
  const transactions = rows.reduce((total, row) => total + row.transactions, 0);
  const years = report.years.map((_, index) => sumTons(rows.map((row) => row.years[index]!)));
  return [...rows, { id: 0, name: TOTAL_ROW, totalTons, transactions, averageTons: averagePerTransaction(totalTons, transactions), years }];
}

/** The annual report's table has a column per year of the report. */
export function annualMaterialReport(years: readonly number[]): ReportDefinition<AnnualMaterialReport> {
  return {
    title: ANNUAL_MATERIAL_TITLE,
    figures: [],
    tables: [
      reportTable(
        'Annual Tonnage by Material',
        annualRows,
        [
          { header: 'Material', kind: 'text', value: (row) => row.name },
          ...years.map((year, index): ReportColumn<AnnualRow> => ({ header: String(year), kind: 'tonnage', value: (row) => row.years[index]! })),
          { header: 'Total', kind: 'tonnage', value: (row) => row.totalTons },
          { header: 'Transactions', kind: 'count', value: (row) => row.transactions },
          { header: 'Average per transaction', kind: 'tonnage', value: (row) => row.averageTons },
        ],
        { endsWithTotal: true },
      ),
    ],
  };
}
