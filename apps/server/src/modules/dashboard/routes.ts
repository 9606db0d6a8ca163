/** /api/dashboard: insights, trips per vehicle and weather; the cards use GET /api/scale-documents/stats. */
import { insightsResponseSchema, vehicleTripsResponseSchema, weatherResponseSchema } from '@weighbridge/contract/dashboard';
import { dateFilterSchema } from '@weighbridge/contract/scale-documents';
import type { App } from '../../app-types.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { readSiteProfile } from '../site/public.js';
import { insights, vehicleTrips } from './service.js';
import { createWeatherService } from './weather.js';
import type { RouteAccess } from '../../plugins/access.js';

const reads: RouteAccess = { permission: 'scale.dashboard.view' };

export function dashboardRoutes(app: App, deps: { db: Db; clock: Clock; config: Config }): void {
  const ctx = { db: deps.db, siteTimeZone: deps.config.siteTimeZone };
  const weather = createWeatherService({ apiUrl: deps.config.weatherApiUrl, site: () => readSiteProfile(deps.db), clock: deps.clock, log: app.log });

  app.get(
    '/api/dashboard/insights',
    { config: { access: reads }, schema: { querystring: dateFilterSchema, response: { 200: insightsResponseSchema } } },
    async (request) => insights(ctx, request.query),
  );

  app.get(
    '/api/dashboard/vehicle-trips',
    { config: { access: reads }, schema: { querystring: dateFilterSchema, response: { 200: vehicleTripsResponseSchema } } },
    async (request) => vehicleTrips(ctx, request.query),
  );

  app.get(
    '/api/dashboard/weather',
    { config: { access: reads }, schema: { response: { 200: weatherResponseSchema } } },
    async () => weather.current(),
  );
}
