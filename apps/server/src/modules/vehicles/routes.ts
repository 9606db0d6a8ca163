/** /api/vehicles and /api/vehicles/:id: list, read, create, update, delete. */
import { vehicleInputSchema, vehicleListResponseSchema, vehicleResponseSchema } from '@weighbridge/contract/vehicles';
import type { App } from '../../app-types.js';
import { registerCatalogueRoutes } from '../../catalogue/routes.js';
import type { Db } from '../../db/database.js';
import { vehicleService } from './catalogue.js';

export function vehicleRoutes(app: App, deps: { db: Db }): void {
  registerCatalogueRoutes(app, deps.db, vehicleService, {
    path: '/api/vehicles',
    idParam: 'id',
    schemas: { input: vehicleInputSchema, record: vehicleResponseSchema, list: vehicleListResponseSchema },
    // The weighing form and the documents filters list vehicles too.
    readers: { permission: ['scale.vehicles.view', 'scale.weighing.view', 'scale.documents.view'] },
    permissions: { create: 'scale.vehicles.create', update: 'scale.vehicles.update' },
    remove: { permission: 'scale.vehicles.delete', answer: 'Vehicle deleted' },
  });
}
