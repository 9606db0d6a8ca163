/** /api/drivers and /api/drivers/:id: list, read, create, update, delete; /api/drivers/:id/usage for the delete's question. */
import { driverInputSchema, driverListResponseSchema, driverResponseSchema, driverUsageResponseSchema } from '@weighbridge/contract/drivers';
import { recordIdTextSchema } from '@weighbridge/contract/fields';
import { z } from 'zod';
import type { App } from '../../app-types.js';
import { masterDataAccess, registerCatalogueRoutes } from '../../catalogue/routes.js';
import type { Db } from '../../db/database.js';
import { type DriverDeletion, driverService } from './catalogue.js';
import { driverUsage } from './service.js';

export function driverRoutes(app: App, deps: { db: Db } & DriverDeletion): void {
  const { db } = deps;
  registerCatalogueRoutes(app, db, driverService(deps), {
    path: '/api/drivers/:id',
    schemas: { input: driverInputSchema, record: driverResponseSchema, list: driverListResponseSchema },
    ...masterDataAccess('scale.drivers', 'Driver deleted'),
  });

  // Asked by the delete confirmation, so only of those who may delete.
  app.get(
    '/api/drivers/:id/usage',
    { config: { access: { permission: 'scale.drivers.delete' } }, schema: { params: z.object({ id: recordIdTextSchema }), response: { 200: driverUsageResponseSchema } } },
    async (request) => ({ data: await driverUsage(db, request.params.id) }),
  );
}
