/** /api/unloading-stations and /api/unloading-stations/:station_id: list, read, create, update, delete. */
import { deletedResponseSchema, recordIdTextSchema } from '@weighbridge/contract/fields';
import {
  unloadingStationInputSchema,
  unloadingStationListResponseSchema,
  unloadingStationResponseSchema,
} from '@weighbridge/contract/unloading-stations';
import { z } from 'zod';
import type { App } from '../../app-types.js';
import type { Db } from '../../db/database.js';
import { actorOf, type RouteAccess } from '../../plugins/access.js';
import {
  createUnloadingStation,
  deleteUnloadingStation,
  getUnloadingStation,
  listUnloadingStations,
  updateUnloadingStation,
} from './service.js';

/** The weighing form (destination) and the documents pages list stations too. */
const readers: RouteAccess = { permission: ['scale.unloading-stations.view', 'scale.weighing.view', 'scale.documents.view'] };
const params = z.object({ station_id: recordIdTextSchema });

export function unloadingStationRoutes(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    '/api/unloading-stations',
    { config: { access: readers }, schema: { response: { 200: unloadingStationListResponseSchema } } },
    async () => ({ data: await listUnloadingStations(db) }),
  );

  app.get(
    '/api/unloading-stations/:station_id',
    { config: { access: readers }, schema: { params, response: { 200: unloadingStationResponseSchema } } },
    async (request) => ({ data: await getUnloadingStation(db, request.params.station_id) }),
  );

  app.post(
    '/api/unloading-stations',
    {
      config: { access: { permission: 'scale.unloading-stations.create' } },
      schema: { body: unloadingStationInputSchema, response: { 201: unloadingStationResponseSchema } },
    },
    async (request, reply) => reply.status(201).send({ data: await createUnloadingStation(db, request.body, actorOf(request)) }),
  );

  app.put(
    '/api/unloading-stations/:station_id',
    {
      config: { access: { permission: 'scale.unloading-stations.update' } },
      schema: { params, body: unloadingStationInputSchema, response: { 200: unloadingStationResponseSchema } },
    },
    async (request) => ({ data: await updateUnloadingStation(db, request.params.station_id, request.body, actorOf(request)) }),
  );

  app.delete(
    '/api/unloading-stations/:station_id',
    {
      config: { access: { permission: 'scale.unloading-stations.delete' } },
      schema: { params, response: { 200: deletedResponseSchema } },
    },
    async (request) => {
      await deleteUnloadingStation(db, request.params.station_id, actorOf(request));
      return { message: 'Unloading station deleted' };
    },
  );
}
