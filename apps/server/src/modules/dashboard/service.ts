/** The dashboard's figures for a period of site days; a period without dates is all time. */
import type { Insights, TripCountItem } from '@weighbridge/contract/dashboard';
import type { DateFilter } from '@weighbridge/contract/scale-documents';
import type { Db } from '../../db/database.js';
import { momentWindow, withQuietEnd } from '../rollups/public.js';
import { materialInsights, polygonInsights, vehicleTripCounts } from './repository.js';

export type DashboardContext = { db: Db; siteTimeZone: string };

export async function insights(ctx: DashboardContext, range: DateFilter): Promise<{ data: Insights }> {
  const period = await withQuietEnd(ctx.db, { ...range, window: momentWindow(range), timeZone: ctx.siteTimeZone });
  const [materials, polygons] = await Promise.all([materialInsights(ctx.db, period), polygonInsights(ctx.db, period)]);
  return { data: { materials, polygons } };
}

export async function vehicleTrips(ctx: DashboardContext, range: DateFilter): Promise<{ data: TripCountItem[] }> {
  return { data: await vehicleTripCounts(ctx.db, await withQuietEnd(ctx.db, { ...range, window: momentWindow(range), timeZone: ctx.siteTimeZone })) };
}
