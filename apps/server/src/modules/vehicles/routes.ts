/** /api/vehicles and /api/vehicles/:id: list, read, create, update, delete. */
import { deletedResponseSchema, recordIdTextSchema } from '@weighbridge/contract/fields';
import { vehicleInputSchema, vehicleListResponseSchema, vehicleResponseSchema } from '@weighbridge/contract/vehicles';
import { z } from 'zod';
import type { App } from '../../app-types.js';
import type { Db } from '../../db/database.js';
import { actorOf, type RouteAccess } from '../../plugins/access.js';
import { createVehicle, deleteVehicle, getVehicle, listVehicles, updateVehicle } from './service.js';

/** The weighing form and the documents filters list vehicles too. */
const readers: RouteAccess = { permission: ['scale.vehicles.view', 'scale.weighing.view', 'scale.documents.view'] };
const params = z.object({ id: recordIdTextSchema });

export function vehicleRoutes(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    '/api/vehicles',
    { config: { access: readers }, schema: { response: { 200: vehicleListResponseSchema } } },
    async () => ({ data: await listVehicles(db) }),
  );

  app.get(
    '/api/vehicles/:id',
    { config: { access: readers }, schema: { params, response: { 200: vehicleResponseSchema } } },
    async (request) => ({ data: await getVehicle(db, request.params.id) }),
  );

  app.post(
    '/api/vehicles',
    {
      config: { access: { permission: 'scale.vehicles.create' } },
      schema: { body: vehicleInputSchema, response: { 201: vehicleResponseSchema } },
    },
    async (request, reply) => reply.status(201).send({ data: await createVehicle(db, request.body, actorOf(request)) }),
  );

  app.put(
    '/api/vehicles/:id',
    {
      config: { access: { permission: 'scale.vehicles.update' } },
      schema: { params, body: vehicleInputSchema, response: { 200: vehicleResponseSchema } },
    },
    async (request) => ({ data: await updateVehicle(db, request.params.id, request.body, actorOf(request)) }),
  );

  app.delete(
    '/api/vehicles/:id',
    { config: { access: { permission: 'scale.vehicles.delete' } }, schema: { params, response: { 200: deletedResponseSchema } } },
    async (request) => {
      await deleteVehicle(db, request.params.id, actorOf(request));
      return { message: 'Vehicle deleted' };
    },
  );
}
