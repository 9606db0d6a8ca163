/**
 * /api/production/shift-logs: the logs of a period, the log of one plant's shift (or its prefilled draft),
 * recording and changing an open log, signing it, and amending a signed one. Crush Operations and Plan vs
 * Actual read them; Crush Operations' Record, Sign and Amend change them.
 */
import { recordIdTextSchema } from '@weighbridge/contract/fields';
import {
  shiftLogAmendmentListResponseSchema,
  shiftLogAmendmentSchema,
  shiftLogInputSchema,
  shiftLogKeySchema,
  shiftLogListQuerySchema,
  shiftLogListResponseSchema,
  shiftLogResponseSchema,
  shiftLogValuesSchema,
} from '@weighbridge/contract/shift-logs';
import { z } from 'zod';
import type { App } from '../../app-types.js';
import { actorOf } from '../../plugins/access.js';
import type { ProductionContext } from './context.js';
import { amendShiftLog, listShiftLogs, readShiftLog, recordShiftLog, shiftLogAmendments, signShiftLog, updateShiftLog } from './shift-log-service.js';

const params = z.object({ log_id: recordIdTextSchema });
const readers = { permission: ['production.crush-operations.view', 'production.plan-vs-actual.view'] } as const;
const logOf = (request: { params: unknown }) => (request.params as z.infer<typeof params>).log_id;

export function shiftLogRoutes(app: App, ctx: ProductionContext): void {
  app.get('/api/production/shift-logs', { config: { access: readers }, schema: { querystring: shiftLogListQuerySchema, response: { 200: shiftLogListResponseSchema } } }, async (request) => {
    const query = request.query as z.output<typeof shiftLogListQuerySchema>;
    return { data: await listShiftLogs(ctx, { from: query.from, to: query.to, plantId: query.plant_id }) };
  });
  app.get('/api/production/shift-logs/shift', { config: { access: readers }, schema: { querystring: shiftLogKeySchema, response: { 200: shiftLogResponseSchema } } }, async (request) => ({
    data: await readShiftLog(ctx, request.query as z.output<typeof shiftLogKeySchema>),
  }));
  app.get(
    '/api/production/shift-logs/:log_id/amendments',
    { config: { access: readers }, schema: { params, response: { 200: shiftLogAmendmentListResponseSchema } } },
    async (request) => ({ data: await shiftLogAmendments(ctx, logOf(request)) }),
  );
  app.post(
    '/api/production/shift-logs',
    { config: { access: { permission: 'production.crush-operations.record' } }, schema: { body: shiftLogInputSchema, response: { 201: shiftLogResponseSchema } } },
    async (request, reply) => reply.status(201).send({ data: await recordShiftLog(ctx, request.body as z.output<typeof shiftLogInputSchema>, actorOf(request)) }),
  );
  app.put(
    '/api/production/shift-logs/:log_id',
    { config: { access: { permission: 'production.crush-operations.record' } }, schema: { params, body: shiftLogValuesSchema, response: { 200: shiftLogResponseSchema } } },
    async (request) => ({ data: await updateShiftLog(ctx, logOf(request), request.body as z.output<typeof shiftLogValuesSchema>, actorOf(request)) }),
  );
  app.post(
    '/api/production/shift-logs/:log_id/sign',
    { config: { access: { permission: 'production.crush-operations.sign' } }, schema: { params, response: { 200: shiftLogResponseSchema } } },
    async (request) => ({ data: await signShiftLog(ctx, logOf(request), actorOf(request)) }),
  );
  app.post(
    '/api/production/shift-logs/:log_id/amend',
    { config: { access: { permission: 'production.crush-operations.amend' } }, schema: { params, body: shiftLogAmendmentSchema, response: { 200: shiftLogResponseSchema } } },
    async (request) => ({ data: await amendShiftLog(ctx, logOf(request), request.body as z.output<typeof shiftLogAmendmentSchema>, actorOf(request)) }),
  );
}
