/** GET /api/audit-log and GET /api/audit-log/export.xlsx (Settings / Security, administrators). */
import { auditLogExportQuerySchema, auditLogQuerySchema, auditLogResponseSchema } from '@weighbridge/contract/audit-log';
import type { App } from '../../app-types.js';
import { contentDisposition } from '../../lib/attachment.js';
import { XLSX_CONTENT_TYPE } from '../../lib/spreadsheet.js';
import { actorOf } from '../../plugins/access.js';
import { type AuditLogContext, exportAuditLog, listAuditLog } from './service.js';

/** Reading the trail, on the page or as a file: whoever may open the Security page. */
const SECURITY_VIEW = { permission: 'settings.security.view' } as const;

export function auditLogRoutes(app: App, ctx: AuditLogContext): void {
  app.get(
    '/api/audit-log',
    { config: { access: SECURITY_VIEW }, schema: { querystring: auditLogQuerySchema, response: { 200: auditLogResponseSchema } } },
    async (request) => listAuditLog(ctx, request.query),
  );

  app.get(
    '/api/audit-log/export.xlsx',
    { config: { access: SECURITY_VIEW }, schema: { querystring: auditLogExportQuerySchema } },
    async (request, reply) => {
      const exported = await exportAuditLog(ctx, request.query, actorOf(request));
      return reply.header('Content-Type', XLSX_CONTENT_TYPE).header('Content-Disposition', contentDisposition('attachment', exported.fileName)).send(exported.file);
    },
  );
}
