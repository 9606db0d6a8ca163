/** The six period reports: each resolves its period, runs its queries together and says which days it covers. */
import { DRIVER_PAIRS_PAGE_SIZE, type DriverReport, type LoadingAreaReport, type MaterialReport, type SummaryReport, type TrendReport, type VehicleReport } from '@weighbridge/contract/reports';
import type { Db } from '../../db/database.js';
import { pagesOf, tablePage } from '../../db/table-pages.js';
import { withQuietEnd } from '../rollups/public.js';
import { readShiftPattern } from '../site/public.js';
import { driverActivity, driverPairs } from './driver-repository.js';
import { loadingAreaTotals, polygonDetails, topMaterialsByArea } from './loading-area-repository.js';
import { materialByDestination, materialByLoadingArea, materialSummary } from './material-repository.js';
import { type ReportContext, type ReportPeriod, type ReportQueryValues, resolvePeriod } from './period.js';
import { hourlyDistribution, materialBreakdown, summaryFigures } from './summary-repository.js';
import { weighingDaySpan, trendRows } from './trend-repository.js';
import { activeVehicles, idleVehicles } from './vehicle-repository.js';

export type ReportsContext = ReportContext & { db: Db };

async function report<Data>(ctx: ReportsContext, query: ReportQueryValues, build: (period: ReportPeriod) => Promise<Data>) {
  const { period, dateRange, productionDayStart } = resolvePeriod(ctx, query, (await readShiftPattern(ctx.db)).dayStart);
  return { data: await build(await withQuietEnd(ctx.db, period)), ...(dateRange && { dateRange }), ...(productionDayStart && { productionDayStart }) };
}

export const summaryReport = (ctx: ReportsContext, query: ReportQueryValues) =>
  report(ctx, query, async (period): Promise<SummaryReport> => {
    const [summary, breakdown, hours] = await Promise.all([
      summaryFigures(ctx.db, period),
      materialBreakdown(ctx.db, period),
      hourlyDistribution(ctx.db, period),
    ]);
    return { summary, materialBreakdown: breakdown, hourlyDistribution: hours };
  });

export const vehicleReport = (ctx: ReportsContext, query: ReportQueryValues) =>
  report(ctx, query, async (period): Promise<VehicleReport> => {
    const [active, idle] = await Promise.all([activeVehicles(ctx.db, period), idleVehicles(ctx.db, period)]);
    return { activeVehicles: active, idleVehicles: idle, statistics: { totalActive: active.length, totalIdle: idle.length } };
  });

export const materialReport = (ctx: ReportsContext, query: ReportQueryValues) =>
  report(ctx, query, async (period): Promise<MaterialReport> => {
    const [summary, byLoadingArea, byDestination] = await Promise.all([
      materialSummary(ctx.db, period),
      materialByLoadingArea(ctx.db, period),
      materialByDestination(ctx.db, period),
    ]);
    return { materialSummary: summary, byLoadingArea, byDestination };
  });

export const loadingAreaReport = (ctx: ReportsContext, query: ReportQueryValues) =>
  report(ctx, query, async (period): Promise<LoadingAreaReport> => {
    const [loadingAreas, polygons, topMaterials] = await Promise.all([
      loadingAreaTotals(ctx.db, period),
      polygonDetails(ctx.db, period),
      topMaterialsByArea(ctx.db, period),
    ]);
    return { loadingAreas, polygonDetails: polygons, topMaterialsByArea: topMaterials };
  });

/** A page of the driver and vehicle pairs (`pairsPage`), or all of them without one (the report's files). */
export const driverReport = (ctx: ReportsContext, query: ReportQueryValues & { pairsPage?: number | undefined }) =>
  report(ctx, query, async (period): Promise<DriverReport> => {
    const window = tablePage(query.pairsPage, DRIVER_PAIRS_PAGE_SIZE);
    const [activity, pairs] = await Promise.all([driverActivity(ctx.db, period), driverPairs(ctx.db, period, window)]);
    return {
      driverActivity: activity,
      performanceByVehicle: pairs.rows,
      performanceByVehiclePages: pagesOf(window, pairs.total),
      statistics: { totalActiveDrivers: activity.length },
    };
  });

export const trendReport = (ctx: ReportsContext, query: ReportQueryValues) =>
  report(ctx, query, async (period): Promise<TrendReport> => {
    const span = period.startDate && period.endDate ? { startDate: period.startDate, endDate: period.endDate } : await weighingDaySpan(ctx.db, period);
    const production = period.window && period.dayStart ? { window: period.window, dayStart: period.dayStart } : undefined;
    return { trends: span ? await trendRows(ctx.db, span, production) : [] };
  });
