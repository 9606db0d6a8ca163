/** /api/loading-areas and /api/loading-areas/:id: list, read, create, update, delete. */
import { deletedResponseSchema, recordIdTextSchema } from '@weighbridge/contract/fields';
import { loadingAreaInputSchema, loadingAreaListResponseSchema, loadingAreaResponseSchema } from '@weighbridge/contract/loading-areas';
import { z } from 'zod';
import type { App } from '../../app-types.js';
import type { Db } from '../../db/database.js';
import { actorOf, type RouteAccess } from '../../plugins/access.js';
import { createLoadingArea, deleteLoadingArea, getLoadingArea, listLoadingAreas, updateLoadingArea } from './service.js';

/** The weighing form and the documents filters list loading areas too. */
export const loadingAreaReaders: RouteAccess = { permission: ['scale.loading-areas.view', 'scale.weighing.view', 'scale.documents.view'] };
const params = z.object({ id: recordIdTextSchema });

export function loadingAreaRoutes(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    '/api/loading-areas',
    { config: { access: loadingAreaReaders }, schema: { response: { 200: loadingAreaListResponseSchema } } },
    async () => ({ data: await listLoadingAreas(db) }),
  );

  app.get(
    '/api/loading-areas/:id',
    { config: { access: loadingAreaReaders }, schema: { params, response: { 200: loadingAreaResponseSchema } } },
    async (request) => ({ data: await getLoadingArea(db, request.params.id) }),
  );

  app.post(
    '/api/loading-areas',
    {
      config: { access: { permission: 'scale.loading-areas.create' } },
      schema: { body: loadingAreaInputSchema, response: { 201: loadingAreaResponseSchema } },
    },
    async (request, reply) => reply.status(201).send({ data: await createLoadingArea(db, request.body, actorOf(request)) }),
  );

  app.put(
    '/api/loading-areas/:id',
    {
      config: { access: { permission: 'scale.loading-areas.update' } },
      schema: { params, body: loadingAreaInputSchema, response: { 200: loadingAreaResponseSchema } },
    },
    async (request) => ({ data: await updateLoadingArea(db, request.params.id, request.body, actorOf(request)) }),
  );

  app.delete(
    '/api/loading-areas/:id',
    {
      config: { access: { permission: 'scale.loading-areas.delete' } },
      schema: { params, response: { 200: deletedResponseSchema } },
    },
    async (request) => {
      await deleteLoadingArea(db, request.params.id, actorOf(request));
      return { message: 'Loading area deleted' };
    },
  );
}
