/**
 * /api/polygons (GET takes ?loadingAreaId= to list one area's polygons) and /api/polygons/:id.
 * Polygons belong to loading areas and share their permission keys.
 */
import { deletedResponseSchema, recordIdTextSchema } from '@weighbridge/contract/fields';
import { polygonInputSchema, polygonListResponseSchema, polygonResponseSchema } from '@weighbridge/contract/loading-areas';
import { z } from 'zod';
import type { App } from '../../app-types.js';
import type { Db } from '../../db/database.js';
import { actorOf } from '../../plugins/access.js';
import { createPolygon, deletePolygon, getPolygon, listPolygons, updatePolygon } from './polygon-service.js';
import { loadingAreaReaders } from './routes.js';

const params = z.object({ id: recordIdTextSchema });
const querystring = z.object({ loadingAreaId: recordIdTextSchema.optional() });

export function polygonRoutes(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    '/api/polygons',
    { config: { access: loadingAreaReaders }, schema: { querystring, response: { 200: polygonListResponseSchema } } },
    async (request) => ({ data: await listPolygons(db, request.query.loadingAreaId) }),
  );

  app.get(
    '/api/polygons/:id',
    { config: { access: loadingAreaReaders }, schema: { params, response: { 200: polygonResponseSchema } } },
    async (request) => ({ data: await getPolygon(db, request.params.id) }),
  );

  app.post(
    '/api/polygons',
    {
      config: { access: { permission: 'scale.loading-areas.create' } },
      schema: { body: polygonInputSchema, response: { 201: polygonResponseSchema } },
    },
    async (request, reply) => reply.status(201).send({ data: await createPolygon(db, request.body, actorOf(request)) }),
  );

  app.put(
    '/api/polygons/:id',
    {
      config: { access: { permission: 'scale.loading-areas.update' } },
      schema: { params, body: polygonInputSchema, response: { 200: polygonResponseSchema } },
    },
    async (request) => ({ data: await updatePolygon(db, request.params.id, request.body, actorOf(request)) }),
  );

  app.delete(
    '/api/polygons/:id',
    { config: { access: { permission: 'scale.loading-areas.delete' } }, schema: { params, response: { 200: deletedResponseSchema } } },
    async (request) => {
      await deletePolygon(db, request.params.id, actorOf(request));
      return { message: 'Polygon deleted' };
    },
  );
}
