/** The weighing station's calls: tara weighings, RFID cards, load weighings and documents entered by hand. */
import { recordIdTextSchema, requiredText } from '@weighbridge/contract/fields';
import { manualDocumentRequestSchema, recordLoadResponseSchema } from '@weighbridge/contract/scale-documents';
import {
  assignRfidRequestSchema,
  assignRfidResponseSchema,
  currentTaraResponseSchema,
  recordLoadRequestSchema,
  recordTaraRequestSchema,
  recordTaraResponseSchema,
  rfidLookupResponseSchema,
  taraHistoryQuerySchema,
  taraHistoryResponseSchema,
} from '@weighbridge/contract/weighing';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app-types.js';
import { recordLoad } from './load-service.js';
import { enterDocumentByHand } from './manual-service.js';
import type { ScaleWeighingContext } from './scale-weight.js';
import { operatorOf, type RouteAccess } from '../../plugins/access.js';
import { assignRfidCard, currentTara, lookUpRfidCard, recordTara, taraHistory } from './tara-service.js';

const weighs: RouteAccess = { permission: 'scale.weighing.record' };
/** Fleet and history pages read taras too. */
const readsTara: RouteAccess = { permission: ['scale.weighing.view', 'scale.vehicles.view', 'scale.documents.view'] };

function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  return Array.isArray(value) ? value[0] : value;
}

export function weighingRoutes(app: App, ctx: ScaleWeighingContext): void {
  app.post(
    '/api/tara-weighings',
    { config: { access: weighs }, schema: { body: recordTaraRequestSchema, response: { 201: recordTaraResponseSchema } } },
    async (request, reply) => {
      const answer = await recordTara(ctx, request.body, operatorOf(request), idempotencyKey(request));
      return reply.status(201).send(answer.body);
    },
  );

  app.get(
    '/api/tara-weighings/vehicle/:id/current',
    { config: { access: readsTara }, schema: { params: z.object({ id: recordIdTextSchema }), response: { 200: currentTaraResponseSchema } } },
    async (request) => currentTara(ctx, request.params.id),
  );

  app.get(
    '/api/tara-weighings/history',
    {
      config: { access: readsTara },
      schema: { querystring: taraHistoryQuerySchema, response: { 200: taraHistoryResponseSchema } },
    },
    async (request) => taraHistory(ctx.db, request.query.vehicleId),
  );

  app.post(
    '/api/tara-weighings/rfid/assign',
    { config: { access: weighs }, schema: { body: assignRfidRequestSchema, response: { 200: assignRfidResponseSchema } } },
    async (request) => assignRfidCard(ctx, request.body.rfidCardNumber, request.body.vehicleId, operatorOf(request)),
  );

  app.get(
    '/api/tara-weighings/rfid/:rfid',
    {
      config: { access: { permission: 'scale.weighing.view' } },
      schema: { params: z.object({ rfid: requiredText(64) }), response: { 200: rfidLookupResponseSchema } },
    },
    async (request) => lookUpRfidCard(ctx, request.params.rfid),
  );

  app.post(
    '/api/scale-documents/record-load',
    { config: { access: weighs }, schema: { body: recordLoadRequestSchema, response: { 201: recordLoadResponseSchema } } },
    async (request, reply) => {
      const answer = await recordLoad(ctx, request.body, operatorOf(request), idempotencyKey(request));
      return reply.status(201).send(answer.body);
    },
  );

  app.post(
    '/api/scale-documents',
    {
      config: { access: { permission: 'scale.documents.create' } },
      schema: { body: manualDocumentRequestSchema, response: { 201: recordLoadResponseSchema.omit({ warning: true }) } },
    },
    async (request, reply) => reply.status(201).send(await enterDocumentByHand(ctx, request.body, operatorOf(request))),
  );
}
