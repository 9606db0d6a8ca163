/**
 * /api/production/stockpiles (a catalogue), /api/production/stockpile-movements (a dispatch or a transfer),
 * /api/production/stockpiles/{stockpile_id}/surveys and /api/production/stockpile-balances. Material
 * Processing and Plan vs Actual read them; Material Processing's Record keeps the piles and their movements.
 */
import { recordIdTextSchema } from '@weighbridge/contract/fields';
import { PRODUCTION_MESSAGES } from '@weighbridge/contract/production';
import {
  balanceQuerySchema,
  balancesResponseSchema,
  movementInputSchema,
  movementListResponseSchema,
  movementResponseSchema,
  stockpileInputSchema,
  stockpileListResponseSchema,
  stockpileResponseSchema,
  surveyInputSchema,
} from '@weighbridge/contract/stockpiles';
import { z } from 'zod';
import type { App } from '../../app-types.js';
import { registerCatalogueRoutes } from '../../catalogue/routes.js';
import { actorOf } from '../../plugins/access.js';
import type { ProductionContext } from './context.js';
import { stockpileService } from './stockpile-catalogue.js';
import { pileMovements, recordMovement, recordSurvey, stockpileBalances } from './stockpile-service.js';

const readers = { permission: ['production.material-processing.view', 'production.plan-vs-actual.view'] } as const;
const RECORD = 'production.material-processing.record';
const params = z.object({ stockpile_id: recordIdTextSchema });

export function stockpileRoutes(app: App, ctx: ProductionContext): void {
  registerCatalogueRoutes(app, ctx.db, stockpileService, {
    path: '/api/production/stockpiles/:stockpile_id',
    schemas: { input: stockpileInputSchema, record: stockpileResponseSchema, list: stockpileListResponseSchema },
    readers,
    permissions: { create: RECORD, update: RECORD },
    remove: { permission: RECORD, answer: PRODUCTION_MESSAGES.stockpileDeleted },
  });
  app.post(
    '/api/production/stockpile-movements',
    { config: { access: { permission: RECORD } }, schema: { body: movementInputSchema, response: { 201: movementResponseSchema } } },
    async (request, reply) => reply.status(201).send({ data: await recordMovement(ctx, request.body as z.output<typeof movementInputSchema>, actorOf(request)) }),
  );
  app.post(
    '/api/production/stockpiles/:stockpile_id/surveys',
    { config: { access: { permission: RECORD } }, schema: { params, body: surveyInputSchema, response: { 201: movementResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ data: await recordSurvey(ctx, (request.params as z.infer<typeof params>).stockpile_id, request.body as z.output<typeof surveyInputSchema>, actorOf(request)) }),
  );
  app.get('/api/production/stockpiles/:stockpile_id/movements', { config: { access: readers }, schema: { params, response: { 200: movementListResponseSchema } } }, async (request) => ({
    data: await pileMovements(ctx, (request.params as z.infer<typeof params>).stockpile_id),
  }));
  app.get('/api/production/stockpile-balances', { config: { access: readers }, schema: { querystring: balanceQuerySchema, response: { 200: balancesResponseSchema } } }, async (request) => ({
    data: await stockpileBalances(ctx, request.query as z.output<typeof balanceQuerySchema>),
  }));
}
