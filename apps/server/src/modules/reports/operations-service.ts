/**
 * The Production and Drilling reports: the period (Month, Year or Custom, in production days from the site's
 * current one) and the module's own figures of it, so the report, its files and the module's pages count alike;
 * and their Excel and PDF files, written from the contract's definitions (operations-report-tables.ts).
 */
import { DRILLING_REPORT, PRODUCTION_REPORT } from '@weighbridge/contract/operations-report-tables';
import {
  type DrillingReportAnswer,
  operationsReportRange,
  type OperationsReportQueryValues,
  type ProductionReportAnswer,
} from '@weighbridge/contract/operations-reports';
import { productionDayOf } from '@weighbridge/contract/shifts';
import { drillingFigures } from '../drilling/public.js';
import { productionFigures } from '../production/public.js';
import { readShiftPattern } from '../site/public.js';
import type { ExportContext } from './export-service.js';
import { made } from './export-service.js';
import { type ReportFile, reportFile } from './report-file.js';
import { reportLanguage } from './report-language.js';
import type { ReportsContext } from './service.js';

/** The period's production days, counted from the site's production day at this moment. */
async function periodDays(ctx: ReportsContext, query: OperationsReportQueryValues): Promise<{ start: string; end: string }> {
  const today = productionDayOf(ctx.clock.now(), await readShiftPattern(ctx.db), ctx.siteTimeZone);
  const { startDate, endDate } = operationsReportRange(query, today);
  return { start: startDate, end: endDate };
}

export async function productionReport(ctx: ReportsContext, query: OperationsReportQueryValues): Promise<ProductionReportAnswer> {
  const dateRange = await periodDays(ctx, query);
  return { data: await productionFigures(ctx, { from: dateRange.start, to: dateRange.end }), dateRange };
}

/** A page of the period's blasts (`blastsPage`), or all of them without one (the report's files). */
export async function drillingReport(ctx: ReportsContext, query: OperationsReportQueryValues & { blastsPage?: number | undefined }): Promise<DrillingReportAnswer> {
  const dateRange = await periodDays(ctx, query);
  return { data: await drillingFigures(ctx, { from: dateRange.start, to: dateRange.end, blastsPage: query.blastsPage }), dateRange };
}

/** A production day's shifts start at the site's production day start: the files' period line says so. */
async function periodLine(ctx: ExportContext, dateRange: { start: string; end: string }): Promise<string> {
  const { dayStart } = await readShiftPattern(ctx.db);
  return reportLanguage(ctx.locale).periodText(dateRange, dayStart);
}

export async function productionReportFile(ctx: ExportContext, query: OperationsReportQueryValues): Promise<ReportFile> {
  const { data, dateRange } = await productionReport(ctx, query);
  return reportFile(PRODUCTION_REPORT, data, { ...made(ctx), name: `report-production-${dateRange.start}_${dateRange.end}`, period: await periodLine(ctx, dateRange), notes: [] });
}

export async function drillingReportFile(ctx: ExportContext, query: OperationsReportQueryValues): Promise<ReportFile> {
  const { data, dateRange } = await drillingReport(ctx, query);
  return reportFile(DRILLING_REPORT, data, { ...made(ctx), name: `report-drilling-${dateRange.start}_${dateRange.end}`, period: await periodLine(ctx, dateRange), notes: [] });
}
