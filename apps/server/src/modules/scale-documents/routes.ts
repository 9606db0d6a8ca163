/**
 * The weighing history: list, export, statistics, detail, correction and voiding of scale documents. A
 * document entered by hand is a weighing's (see the weighing module's routes).
 */
import { recordIdTextSchema } from '@weighbridge/contract/fields';
import {
  correctDocumentRequestSchema,
  dateFilterSchema,
  DOCUMENT_MESSAGES,
  documentExportQuerySchema,
  documentListQuerySchema,
  documentListResponseSchema,
  documentResponseSchema,
  documentStatsSchema,
  recordLoadResponseSchema,
  voidDocumentRequestSchema,
  voidDocumentResponseSchema,
} from '@weighbridge/contract/scale-documents';
import { z } from 'zod';
import type { App } from '../../app-types.js';
import { contentDisposition } from '../../lib/attachment.js';
import { XLSX_CONTENT_TYPE } from '../../lib/spreadsheet.js';
import type { WeighingContext } from '../../db/weighing-context.js';
import { actorOf, operatorOf, type RouteAccess } from '../../plugins/access.js';
import { exportDocuments } from './export.js';
import { correctDocument, documentDetail, listDocuments, statistics, voidDocument } from './service.js';

const reads: RouteAccess = { permission: ['scale.documents.view', 'scale.dashboard.view'] };
const params = z.object({ id: recordIdTextSchema });

export function scaleDocumentRoutes(app: App, ctx: WeighingContext): void {
  app.get(
    '/api/scale-documents',
    { config: { access: reads }, schema: { querystring: documentListQuerySchema, response: { 200: documentListResponseSchema } } },
    async (request) => listDocuments(ctx, request.query),
  );

  app.get(
    '/api/scale-documents/stats',
    { config: { access: reads }, schema: { querystring: dateFilterSchema, response: { 200: documentStatsSchema } } },
    async (request) => statistics(ctx, request.query),
  );

  // A static path: the router matches it before '/api/scale-documents/:id', whatever the order.
  app.get(
    '/api/scale-documents/export.xlsx',
    { config: { access: { permission: 'scale.documents.export' } }, schema: { querystring: documentExportQuerySchema } },
    async (request, reply) => {
      const exported = await exportDocuments(ctx, request.query, actorOf(request));
      return reply.header('Content-Type', XLSX_CONTENT_TYPE).header('Content-Disposition', contentDisposition('attachment', exported.fileName)).send(exported.file);
    },
  );

  app.get(
    '/api/scale-documents/:id',
    { config: { access: reads }, schema: { params, response: { 200: documentResponseSchema } } },
    async (request) => documentDetail(ctx, request.params.id),
  );

  app.put(
    '/api/scale-documents/:id',
    {
      config: { access: { permission: 'scale.documents.edit' } },
      schema: { params, body: correctDocumentRequestSchema, response: { 200: recordLoadResponseSchema.omit({ warning: true }) } },
    },
    async (request) => correctDocument(ctx, request.params.id, request.body, operatorOf(request)),
  );

  app.delete(
    '/api/scale-documents/:id',
    {
      config: { access: { permission: 'scale.documents.delete', denied: DOCUMENT_MESSAGES.onlyAdminsDelete } },
      schema: { params, body: voidDocumentRequestSchema, response: { 200: voidDocumentResponseSchema } },
    },
    async (request) => voidDocument(ctx, request.params.id, request.body.reason, operatorOf(request)),
  );
}
