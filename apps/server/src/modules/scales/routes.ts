/**
 * /api/scales and /api/scales/:scale_id: list, read, create, update (no delete: a scale is disabled), and
 * /api/scales/:scale_id/status: what its indicator says now.
 */
import { recordIdTextSchema } from '@weighbridge/contract/fields';
import { scaleInputSchema, scaleListResponseSchema, scaleResponseSchema, scaleStatusResponseSchema } from '@weighbridge/contract/scales';
import { z } from 'zod';
import type { App } from '../../app-types.js';
import { actorOf, type RouteAccess } from '../../plugins/access.js';
import { createScale, getScale, listScales, type ScaleServiceDeps, scaleStatus, updateScale } from './service.js';

/** The weighing page chooses its scale from the list, so whoever weighs reads scales too. */
export const scaleViewers: RouteAccess = { permission: ['scale.scales.view', 'scale.weighing.view'] };
const configurers: RouteAccess = { permission: 'scale.scales.configure' };
export const scaleParams = z.object({ scale_id: recordIdTextSchema });

export function scaleRoutes(app: App, deps: ScaleServiceDeps): void {
  const { db, devices } = deps;

  app.get(
    '/api/scales',
    { config: { access: scaleViewers }, schema: { response: { 200: scaleListResponseSchema } } },
    async () => ({ data: await listScales(db) }),
  );

  app.get(
    '/api/scales/:scale_id',
    { config: { access: scaleViewers }, schema: { params: scaleParams, response: { 200: scaleResponseSchema } } },
    async (request) => ({ data: await getScale(db, request.params.scale_id) }),
  );

  app.post(
    '/api/scales',
    { config: { access: configurers }, schema: { body: scaleInputSchema, response: { 201: scaleResponseSchema } } },
    async (request, reply) => reply.status(201).send({ data: await createScale(deps, request.body, actorOf(request)) }),
  );

  app.put(
    '/api/scales/:scale_id',
    { config: { access: configurers }, schema: { params: scaleParams, body: scaleInputSchema, response: { 200: scaleResponseSchema } } },
    async (request) => ({ data: await updateScale(deps, request.params.scale_id, request.body, actorOf(request)) }),
  );

  app.get(
    '/api/scales/:scale_id/status',
    { config: { access: scaleViewers }, schema: { params: scaleParams, response: { 200: scaleStatusResponseSchema } } },
    async (request) => ({ data: scaleStatus(devices, request.params.scale_id) }),
  );
}
