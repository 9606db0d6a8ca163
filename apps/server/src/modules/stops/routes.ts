/**
 * /api/stop-reasons, /api/stops and /api/stops/board. Whoever opens one of the four Stop Counter pages reads
 * them; recording, classifying and editing a stop are checked against the machine's own module (see
 * service.ts), reasons are kept by those who configure a Stop Counter.
 */
import { EQUIPMENT_CLASSES, EQUIPMENT_CLASS_MODULE } from '@weighbridge/contract/equipment';
import type { PermissionKey } from '@weighbridge/contract/permissions';
import {
  boardQuerySchema,
  gapListResponseSchema,
  gapQuerySchema,
  boardResponseSchema,
  stopEditSchema,
  stopEndSchema,
  stopInputSchema,
  stopListQuerySchema,
  stopListResponseSchema,
  stopReasonInputSchema,
  stopReasonListResponseSchema,
  stopReasonResponseSchema,
  stopResponseSchema,
  STOP_MESSAGES,
} from '@weighbridge/contract/stops';
import { recordIdTextSchema } from '@weighbridge/contract/fields';
import { stopFiguresQuerySchema, stopFiguresResponseSchema } from '@weighbridge/contract/stop-figures';
import { z } from 'zod';
import type { App } from '../../app-types.js';
import { registerCatalogueRoutes } from '../../catalogue/routes.js';
import { managerOf } from '../../plugins/access.js';
import { AppError } from '../../lib/errors.js';
import { stopFigures } from './figures.js';
import { proposedGaps } from './gaps.js';
import { stopReasonService } from './reasons.js';
import { board, findStop, listStops } from './repository.js';
import { classifyStop, editStop, endStop, recordStop, type StopContext } from './service.js';

const modulesKeys = (action: 'view' | 'record' | 'edit' | 'configure') =>
  [...new Set(EQUIPMENT_CLASSES.map((equipmentClass) => `${EQUIPMENT_CLASS_MODULE[equipmentClass]}.stop-counter.${action}` as PermissionKey))];

const stopParams = z.object({ stop_id: recordIdTextSchema });

export function stopRoutes(app: App, ctx: StopContext): void {
  const { db } = ctx;
  registerCatalogueRoutes(app, db, stopReasonService, {
    path: '/api/stop-reasons/:reason_id',
    schemas: { input: stopReasonInputSchema, record: stopReasonResponseSchema, list: stopReasonListResponseSchema },
    readers: { permission: modulesKeys('view') },
    // Any module's configure keeps the reasons of every class: the built-in roles that hold one hold all four.
    permissions: { create: modulesKeys('configure'), update: modulesKeys('configure') },
    remove: { permission: modulesKeys('configure'), answer: STOP_MESSAGES.reasonDeleted },
  });

  const viewers = { permission: modulesKeys('view') };
  app.get('/api/stops/board', { config: { access: viewers }, schema: { querystring: boardQuerySchema, response: { 200: boardResponseSchema } } }, async (request) => {
    const { equipment_class: only } = request.query as z.infer<typeof boardQuerySchema>;
    return { data: await board(db, only ? [only] : EQUIPMENT_CLASSES) };
  });

  app.get('/api/stops', { config: { access: viewers }, schema: { querystring: stopListQuerySchema, response: { 200: stopListResponseSchema } } }, async (request) => {
    const query = request.query as z.infer<typeof stopListQuerySchema>;
    return {
      data: await listStops(db, { from: query.from, to: query.to, equipmentClass: query.equipment_class, machineId: query.machine_id, unclassified: query.unclassified === 'true' }),
    };
  });

  app.get(
    '/api/stops/figures',
    { config: { access: viewers }, schema: { querystring: stopFiguresQuerySchema, response: { 200: stopFiguresResponseSchema } } },
    async (request) => {
      const query = request.query as z.infer<typeof stopFiguresQuerySchema>;
      return { data: await stopFigures(db, { from: query.from, to: query.to, equipmentClass: query.equipment_class }, { now: ctx.clock.now(), timeZone: ctx.siteTimeZone }) };
    },
  );

  app.get('/api/stops/gaps', { config: { access: viewers }, schema: { querystring: gapQuerySchema, response: { 200: gapListResponseSchema } } }, async (request) => {
    const query = request.query as z.infer<typeof gapQuerySchema>;
    return { data: await proposedGaps(db, query.equipment_class, query, ctx.clock.now()) };
  });

  app.get('/api/stops/:stop_id', { config: { access: viewers }, schema: { params: stopParams, response: { 200: stopResponseSchema } } }, async (request) => {
    const stop = await findStop(db, (request.params as z.infer<typeof stopParams>).stop_id);
    if (!stop) throw new AppError('NOT_FOUND', STOP_MESSAGES.notFound);
    return { data: stop };
  });

  const recorders = { permission: modulesKeys('record') };
  app.post('/api/stops', { config: { access: recorders }, schema: { body: stopInputSchema, response: { 201: stopResponseSchema } } }, async (request, reply) =>
    reply.status(201).send({ data: await recordStop(ctx, request.body as z.output<typeof stopInputSchema>, managerOf(request)) }),
  );
  app.post(
    '/api/stops/:stop_id/end',
    { config: { access: recorders }, schema: { params: stopParams, body: stopEndSchema, response: { 200: stopResponseSchema } } },
    async (request) => ({ data: await endStop(ctx, (request.params as z.infer<typeof stopParams>).stop_id, request.body as z.output<typeof stopEndSchema>, managerOf(request)) }),
  );
  app.post(
    '/api/stops/:stop_id/classify',
    { config: { access: recorders }, schema: { params: stopParams, body: stopEndSchema, response: { 200: stopResponseSchema } } },
    async (request) => ({ data: await classifyStop(ctx, (request.params as z.infer<typeof stopParams>).stop_id, request.body as z.output<typeof stopEndSchema>, managerOf(request)) }),
  );
  app.put(
    '/api/stops/:stop_id',
    { config: { access: { permission: modulesKeys('edit') } }, schema: { params: stopParams, body: stopEditSchema, response: { 200: stopResponseSchema } } },
    async (request) => ({ data: await editStop(ctx, (request.params as z.infer<typeof stopParams>).stop_id, request.body as z.output<typeof stopEditSchema>, managerOf(request)) }),
  );
}
