/**
 * /api/reports: the six period reports, the downtime report of Reports & Analytics, the two material reports,
 * the Production and Drilling reports, and their files.
 */
import {
  annualMaterialQuerySchema,
  annualMaterialReportSchema,
  driverReportQuerySchema,
  downtimeReportSchema,
  driverReportSchema,
  loadingAreaReportSchema,
  materialReportSchema,
  monthlyMaterialQuerySchema,
  monthlyMaterialReportSchema,
  reportQuerySchema,
  summaryReportSchema,
  trendReportSchema,
  vehicleReportSchema,
} from '@weighbridge/contract/reports';
import type { App } from '../../app-types.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { downtimeReport } from './downtime-service.js';
import { reportExportRoutes } from './export-routes.js';
import { operationsReportRoutes } from './operations-routes.js';
import { annualMaterialReport, monthlyMaterialReport } from './material-report-service.js';
import { driverReport, loadingAreaReport, materialReport, type ReportsContext, summaryReport, trendReport, vehicleReport } from './service.js';
import type { RouteAccess } from '../../plugins/access.js';

const access: RouteAccess = { permission: 'reports.scale.view' };

export function reportRoutes(app: App, deps: { db: Db; clock: Clock; config: Config }): void {
  const ctx: ReportsContext = { db: deps.db, clock: deps.clock, siteTimeZone: deps.config.siteTimeZone };
  const periodReports = [
    ['summary', summaryReportSchema, summaryReport],
    ['vehicles', vehicleReportSchema, vehicleReport],
    ['materials', materialReportSchema, materialReport],
    ['loading-areas', loadingAreaReportSchema, loadingAreaReport],
    ['trends', trendReportSchema, trendReport],
    // The Stop Counter's figures, read with the reports' permission.
    ['downtime', downtimeReportSchema, downtimeReport],
  ] as const;

  for (const [path, response, build] of periodReports) {
    app.get(
      `/api/reports/${path}`,
      { config: { access }, schema: { querystring: reportQuerySchema, response: { 200: response } } },
      async (request) => build(ctx, request.query),
    );
  }

  // Its driver and vehicle pairs come a page at a time.
  app.get(
    '/api/reports/drivers',
    { config: { access }, schema: { querystring: driverReportQuerySchema, response: { 200: driverReportSchema } } },
    async (request) => driverReport(ctx, request.query),
  );

  app.get(
    '/api/reports/monthly-material',
    { config: { access }, schema: { querystring: monthlyMaterialQuerySchema, response: { 200: monthlyMaterialReportSchema } } },
    async (request) => monthlyMaterialReport(ctx, request.query),
  );

  app.get(
    '/api/reports/annual-material',
    { config: { access }, schema: { querystring: annualMaterialQuerySchema, response: { 200: annualMaterialReportSchema } } },
    async (request) => annualMaterialReport(ctx, request.query),
  );

  reportExportRoutes(app, ctx);
  operationsReportRoutes(app, ctx);
}
