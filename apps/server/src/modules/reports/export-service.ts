/**
 * The exported files of the reports: each report is built by the same service function as its endpoint,
 * so a file's figures and totals are the endpoint's, and read into a ReportFile named for what it holds.
 */
import { annualMaterialReport as annualMaterialTables, MONTHLY_MATERIAL_REPORT } from '@weighbridge/contract/material-report-tables';
import { REPORT_DEFINITIONS, type ReportTab, type ReportTabData } from '@weighbridge/contract/report-tables';
import type { Locale } from '@weighbridge/contract/preferences';
import type { ReportDateRange } from '@weighbridge/contract/reports';
import { type AnnualQuery, annualMaterialReport, annualReportYears, monthlyMaterialReport, monthlyReportYear, type MonthlyQuery } from './material-report-service.js';
import type { Letterhead } from '../site/public.js';
import type { ReportQueryValues } from './period.js';
import { REPORT_FILE_MESSAGES as WORDS } from './messages.js';
import { downtimeReport } from './downtime-service.js';
import { type ReportFile, reportFile } from './report-file.js';
import { reportLanguage } from './report-language.js';
import { driverReport, loadingAreaReport, materialReport, type ReportsContext, summaryReport, trendReport, vehicleReport } from './service.js';

/**
 * A file is made for the site as it is called at that moment (read per request: the System page may rename
 * it), in the language of the user who asked for it.
 */
export type ExportContext = ReportsContext & { site: Pick<Letterhead, 'name' | 'logo' | 'weights'>; locale: Locale };

/** Who made a file, when, in which language, in which time zone its moments read, and how weights are shown. */
export const made = (ctx: ExportContext) => ({
  siteName: ctx.site.name,
  siteLogo: ctx.site.logo,
  madeAt: ctx.clock.now(),
  timeZone: ctx.siteTimeZone,
  locale: ctx.locale,
  weights: ctx.site.weights,
});

type PeriodAnswer<Data> = { data: Data; dateRange?: ReportDateRange | undefined; productionDayStart?: string | undefined };

/** A tab's export: the tab's report for the query, read by the tab's definition. */
function periodExport<Tab extends ReportTab>(tab: Tab, build: (ctx: ReportsContext, query: ReportQueryValues) => Promise<PeriodAnswer<ReportTabData[Tab]>>) {
  return {
    tab,
    file: async (ctx: ExportContext, query: ReportQueryValues): Promise<ReportFile> => {
      const { data, dateRange, productionDayStart } = await build(ctx, query);
      const days = dateRange ? `${dateRange.start}_${dateRange.end}` : 'all-time';
      return reportFile(REPORT_DEFINITIONS[tab], data, { ...made(ctx), name: `report-${tab}-${days}`, period: reportLanguage(ctx.locale).periodText(dateRange, productionDayStart), notes: [] });
    },
  };
}

export const PERIOD_EXPORTS = [
  periodExport('summary', summaryReport),
  periodExport('vehicles', vehicleReport),
  periodExport('materials', materialReport),
  periodExport('loading-areas', loadingAreaReport),
  periodExport('drivers', driverReport),
  periodExport('trends', trendReport),
  periodExport('downtime', downtimeReport),
];

/** The materials a material report was asked for: every one, or those chosen. */
function materialsNote(ctx: ExportContext, materialIds: number[] | undefined, names: string[]) {
  const { intl } = reportLanguage(ctx.locale);
  return { label: intl.formatMessage(WORDS.materials), text: materialIds?.length ? names.join(', ') : intl.formatMessage(WORDS.allMaterials) };
}

export async function monthlyMaterialFile(ctx: ExportContext, query: MonthlyQuery): Promise<ReportFile> {
  const year = monthlyReportYear(ctx, query);
  const { data } = await monthlyMaterialReport(ctx, { ...query, year });
  return reportFile(MONTHLY_MATERIAL_REPORT, data, {
    ...made(ctx),
    name: `monthly-material-${year}`,
    period: reportLanguage(ctx.locale).intl.formatMessage(WORDS.year, { year: String(year) }),
    notes: [materialsNote(ctx, query.materialIds, data.chart_data.map((line) => line.material_name))],
  });
}

function yearsText(ctx: ExportContext, years: { startYear: number; endYear: number }) {
  const { intl } = reportLanguage(ctx.locale);
  const [start, end] = [String(years.startYear), String(years.endYear)];
  return start === end ? intl.formatMessage(WORDS.year, { year: start }) : intl.formatMessage(WORDS.years, { start, end });
}

export async function annualMaterialFile(ctx: ExportContext, query: AnnualQuery): Promise<ReportFile> {
  const years = annualReportYears(ctx, query);
  const { data } = await annualMaterialReport(ctx, { ...query, ...years });
  return reportFile(annualMaterialTables(data.years), data, {
    ...made(ctx),
    name: `annual-material-${years.startYear}-${years.endYear}`,
    period: yearsText(ctx, years),
    notes: [materialsNote(ctx, query.materialIds, data.materials.map((material) => material.material_name))],
  });
}
