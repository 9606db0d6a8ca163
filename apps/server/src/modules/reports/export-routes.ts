/**
 * /api/reports/<report>/export.xlsx and .pdf: the six tabs of Reports & Analytics for the tab's query,
 * and the two material reports for theirs, as Excel and PDF files named for what they hold.
 */
import { REPORT_EXPORT_FORMATS, type ReportExportFormat, reportExportPath } from '@weighbridge/contract/report-tables';
import { annualMaterialQuerySchema, monthlyMaterialQuerySchema, reportQuerySchema } from '@weighbridge/contract/reports';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app-types.js';
import { contentDisposition } from '../../lib/attachment.js';
import { PDF_CONTENT_TYPE } from '../../lib/pdf.js';
import { XLSX_CONTENT_TYPE } from '../../lib/spreadsheet.js';
import { annualMaterialFile, type ExportContext, monthlyMaterialFile, PERIOD_EXPORTS } from './export-service.js';
import { localeOf, readLetterhead } from '../site/public.js';
import type { ReportFile } from './report-file.js';
import type { ReportsContext } from './service.js';
import { reportPdf } from './report-pdf.js';
import { reportWorkbook } from './report-workbook.js';
import { actorOf, type RouteAccess } from '../../plugins/access.js';

const access: RouteAccess = { permission: 'reports.scale.export' };

const WRITERS: Record<ReportExportFormat, { contentType: string; write: (file: ReportFile) => Promise<Buffer> }> = {
  xlsx: { contentType: XLSX_CONTENT_TYPE, write: reportWorkbook },
  pdf: { contentType: PDF_CONTENT_TYPE, write: reportPdf },
};

export async function send(reply: FastifyReply, format: ReportExportFormat, file: ReportFile) {
  const { contentType, write } = WRITERS[format];
  const content = await write(file);
  return reply.header('Content-Type', contentType).header('Content-Disposition', contentDisposition('attachment', `${file.name}.${format}`)).send(content);
}

/** The file is written in the language of the user who asks for it, for the site as it is called now. */
export async function exportContext(reports: ReportsContext, request: FastifyRequest): Promise<ExportContext> {
  return { ...reports, site: await readLetterhead(reports.db), locale: await localeOf(reports.db, actorOf(request).userId) };
}

export function reportExportRoutes(app: App, reports: ReportsContext): void {
  const withSite = (request: FastifyRequest) => exportContext(reports, request);
  for (const format of REPORT_EXPORT_FORMATS) {
    for (const { tab, file } of PERIOD_EXPORTS) {
      app.get(`/api${reportExportPath(tab, format)}`, { config: { access }, schema: { querystring: reportQuerySchema } }, async (request, reply) =>
        send(reply, format, await file(await withSite(request), request.query)),
      );
    }
    app.get(
      `/api${reportExportPath('monthly-material', format)}`,
      { config: { access }, schema: { querystring: monthlyMaterialQuerySchema } },
      async (request, reply) => send(reply, format, await monthlyMaterialFile(await withSite(request), request.query)),
    );
    app.get(
      `/api${reportExportPath('annual-material', format)}`,
      { config: { access }, schema: { querystring: annualMaterialQuerySchema } },
      async (request, reply) => send(reply, format, await annualMaterialFile(await withSite(request), request.query)),
    );
  }
}
