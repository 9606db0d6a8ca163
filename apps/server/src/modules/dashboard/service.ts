/** The dashboard's figures for a period of site days (calendar or production days); a period without dates is all time. */
import type { Insights, TripCountItem } from '@weighbridge/contract/dashboard';
import type { DateFilter } from '@weighbridge/contract/scale-documents';
import type { Db } from '../../db/database.js';
import { countedPeriod, withQuietEnd } from '../rollups/public.js';
import { readShiftPattern } from '../site/public.js';
import { materialInsights, polygonInsights, vehicleTripCounts } from './repository.js';

export type DashboardContext = { db: Db; siteTimeZone: string };

/** What the dashboard counts for a range: its calendar days, its production days' window, or its own window (a shift). */
async function periodOf(ctx: DashboardContext, range: DateFilter) {
  const period = countedPeriod(range, (await readShiftPattern(ctx.db)).dayStart, ctx.siteTimeZone);
  return withQuietEnd(ctx.db, { ...period, timeZone: ctx.siteTimeZone });
}

export async function insights(ctx: DashboardContext, range: DateFilter): Promise<{ data: Insights }> {
  const period = await periodOf(ctx, range);
  const [materials, polygons] = await Promise.all([materialInsights(ctx.db, period), polygonInsights(ctx.db, period)]);
  return { data: { materials, polygons } };
}

export async function vehicleTrips(ctx: DashboardContext, range: DateFilter): Promise<{ data: TripCountItem[] }> {
  return { data: await vehicleTripCounts(ctx.db, await periodOf(ctx, range)) };
}
