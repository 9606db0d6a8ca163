/**
 * The Production and Drilling reports (/reports/production, /reports/drilling): a period of production days
 * chosen as Month, Year or Custom, and the module's figures of it (production-figures.ts, drilling-figures.ts).
 * Month and Year are the site's current production day's month and year, whole; Custom is the two dates as given,
 * at most MAX_FIGURES_DAYS apart, the longest the figures count.
 */
import { z } from 'zod';
import { drillingFiguresSchema } from './drilling-figures.js';
import { siteDateSchema, tablePageSchema } from './fields.js';
import { problem } from './problems.js';
import { productionFiguresSchema } from './production-figures.js';
import { REPORT_MESSAGES, reportDateRangeSchema } from './reports.js';
import { MAX_FIGURES_DAYS } from './stop-figures.js';

export const OPERATIONS_REPORT_PERIODS = ['month', 'year', 'custom'] as const;
export type OperationsReportPeriod = (typeof OPERATIONS_REPORT_PERIODS)[number];
export const DEFAULT_OPERATIONS_REPORT_PERIOD: OperationsReportPeriod = 'month';

/** The two reports, each also the path of its answer (/api/reports/<report>) and of its files. */
export const OPERATIONS_REPORTS = ['production', 'drilling'] as const;
export type OperationsReport = (typeof OPERATIONS_REPORTS)[number];

const DAY_MS = 86_400_000;

const operationsReportFields = {
  period: z
    .enum(OPERATIONS_REPORT_PERIODS, { error: problem('oneOf', { values: OPERATIONS_REPORT_PERIODS.join(', ') }) })
    .default(DEFAULT_OPERATIONS_REPORT_PERIOD),
  startDate: siteDateSchema.optional(),
  endDate: siteDateSchema.optional(),
};

function checkPeriod(query: { period: OperationsReportPeriod; startDate?: string | undefined; endDate?: string | undefined }, context: z.RefinementCtx) {
  if (query.period !== 'custom') return;
  for (const field of ['startDate', 'endDate'] as const) {
    if (!query[field]) context.addIssue({ code: 'custom', message: REPORT_MESSAGES.customNeedsDates, path: [field] });
  }
  if (!query.startDate || !query.endDate) return;
  if (query.startDate > query.endDate) context.addIssue({ code: 'custom', message: REPORT_MESSAGES.startAfterEnd, path: ['startDate'] });
  else if (Date.parse(query.endDate) - Date.parse(query.startDate) >= MAX_FIGURES_DAYS * DAY_MS) {
    context.addIssue({ code: 'custom', message: REPORT_MESSAGES.downtimeTooLong, path: ['endDate'] });
  }
}

/** GET /api/reports/production and both reports' files: the period. */
export const operationsReportQuerySchema = z.object(operationsReportFields).superRefine(checkPeriod);
export type OperationsReportQuery = z.input<typeof operationsReportQuerySchema>;
export type OperationsReportQueryValues = z.output<typeof operationsReportQuerySchema>;

/**
 * The production days of a period, from the site's current production day.
 * @example operationsReportRange({ period: 'year' }, '2026-03-14') // { startDate: '2026-01-01', endDate: '2026-12-31' }
 */
export function operationsReportRange(query: OperationsReportQueryValues, today: string): { startDate: string; endDate: string } {
  if (query.period === 'custom') return { startDate: query.startDate!, endDate: query.endDate! };
  const [year, month] = today.split('-').map(Number) as [number, number];
  if (query.period === 'year') return { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const monthText = `${year}-${String(month).padStart(2, '0')}`;
  return { startDate: `${monthText}-01`, endDate: `${monthText}-${String(lastDay).padStart(2, '0')}` };
}

export const productionReportResponseSchema = z.object({ data: productionFiguresSchema, dateRange: reportDateRangeSchema });
export type ProductionReportAnswer = z.infer<typeof productionReportResponseSchema>;
/** GET /api/reports/drilling: the period, and which page of its blasts (BLASTS_PAGE_SIZE a page). */
export const drillingReportQuerySchema = z.object({ ...operationsReportFields, blastsPage: tablePageSchema }).superRefine(checkPeriod);

export const drillingReportResponseSchema = z.object({ data: drillingFiguresSchema, dateRange: reportDateRangeSchema });
export type DrillingReportAnswer = z.infer<typeof drillingReportResponseSchema>;
