/** /api/drivers and /api/drivers/:id: list, read, create, update, delete. */
import { driverInputSchema, driverListResponseSchema, driverResponseSchema, driverUsageResponseSchema } from '@weighbridge/contract/drivers';
import { deletedResponseSchema, recordIdTextSchema } from '@weighbridge/contract/fields';
import { z } from 'zod';
import type { App } from '../../app-types.js';
import type { Db } from '../../db/database.js';
import { actorOf, type RouteAccess } from '../../plugins/access.js';
import { createDriver, deleteDriver, type DriverDeletion, driverUsage, getDriver, listDrivers, updateDriver } from './service.js';

/** The weighing form and the documents pages list drivers too. */
const readers: RouteAccess = { permission: ['scale.drivers.view', 'scale.weighing.view', 'scale.documents.view'] };
const params = z.object({ id: recordIdTextSchema });

export function driverRoutes(app: App, deps: { db: Db } & DriverDeletion): void {
  const { db } = deps;

  app.get(
    '/api/drivers',
    { config: { access: readers }, schema: { response: { 200: driverListResponseSchema } } },
    async () => ({ data: await listDrivers(db) }),
  );

  app.get(
    '/api/drivers/:id',
    { config: { access: readers }, schema: { params, response: { 200: driverResponseSchema } } },
    async (request) => ({ data: await getDriver(db, request.params.id) }),
  );

  // Asked by the delete confirmation, so only of those who may delete.
  app.get(
    '/api/drivers/:id/usage',
    { config: { access: { permission: 'scale.drivers.delete' } }, schema: { params, response: { 200: driverUsageResponseSchema } } },
    async (request) => ({ data: await driverUsage(db, request.params.id) }),
  );

  app.post(
    '/api/drivers',
    {
      config: { access: { permission: 'scale.drivers.create' } },
      schema: { body: driverInputSchema, response: { 201: driverResponseSchema } },
    },
    async (request, reply) => reply.status(201).send({ data: await createDriver(db, request.body, actorOf(request)) }),
  );

  app.put(
    '/api/drivers/:id',
    {
      config: { access: { permission: 'scale.drivers.update' } },
      schema: { params, body: driverInputSchema, response: { 200: driverResponseSchema } },
    },
    async (request) => ({ data: await updateDriver(db, request.params.id, request.body, actorOf(request)) }),
  );

  app.delete(
    '/api/drivers/:id',
    { config: { access: { permission: 'scale.drivers.delete' } }, schema: { params, response: { 200: deletedResponseSchema } } },
    async (request) => {
      await deleteDriver(db, deps, request.params.id, actorOf(request));
      return { message: 'Driver deleted' };
    },
  );
}
