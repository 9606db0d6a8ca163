/**
 * /api/reports/production and /api/reports/drilling, and their files (export.xlsx, export.pdf): each with its
 * own page's permission, `reports.production.view` and `.export`, `reports.drilling.view` and `.export`.
 */
import { REPORT_EXPORT_FORMATS, reportExportPath } from '@weighbridge/contract/report-tables';
import { drillingReportQuerySchema, drillingReportResponseSchema, operationsReportQuerySchema, productionReportResponseSchema } from '@weighbridge/contract/operations-reports';
import type { App } from '../../app-types.js';
import { exportContext, send } from './export-routes.js';
import { drillingReport, drillingReportFile, productionReport, productionReportFile } from './operations-service.js';
import type { ReportsContext } from './service.js';

export function operationsReportRoutes(app: App, ctx: ReportsContext): void {
  const schema = { querystring: operationsReportQuerySchema };
  app.get(
    '/api/reports/production',
    { config: { access: { permission: 'reports.production.view' } }, schema: { ...schema, response: { 200: productionReportResponseSchema } } },
    async (request) => productionReport(ctx, request.query),
  );
  app.get(
    '/api/reports/drilling',
    { config: { access: { permission: 'reports.drilling.view' } }, schema: { querystring: drillingReportQuerySchema, response: { 200: drillingReportResponseSchema } } },
    async (request) => drillingReport(ctx, request.query),
  );
  for (const format of REPORT_EXPORT_FORMATS) {
    app.get(`/api${reportExportPath('production', format)}`, { config: { access: { permission: 'reports.production.export' } }, schema }, async (request, reply) =>
      send(reply, format, await productionReportFile(await exportContext(ctx, request), request.query)),
    );
    app.get(`/api${reportExportPath('drilling', format)}`, { config: { access: { permission: 'reports.drilling.export' } }, schema }, async (request, reply) =>
      send(reply, format, await drillingReportFile(await exportContext(ctx, request), request.query)),
    );
  }
}
