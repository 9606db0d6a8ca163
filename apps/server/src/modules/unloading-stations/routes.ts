/** /api/unloading-stations and /api/unloading-stations/:station_id: list, read, create, update, delete. */
import {
  unloadingStationInputSchema,
  unloadingStationListResponseSchema,
  unloadingStationResponseSchema,
} from '@weighbridge/contract/unloading-stations';
import type { App } from '../../app-types.js';
import { registerCatalogueRoutes } from '../../catalogue/routes.js';
import type { Db } from '../../db/database.js';
import { unloadingStationService } from './catalogue.js';

export function unloadingStationRoutes(app: App, deps: { db: Db }): void {
  registerCatalogueRoutes(app, deps.db, unloadingStationService, {
    path: '/api/unloading-stations',
    idParam: 'station_id',
    schemas: { input: unloadingStationInputSchema, record: unloadingStationResponseSchema, list: unloadingStationListResponseSchema },
    // The weighing form (destination) and the documents pages list stations too.
    readers: { permission: ['scale.unloading-stations.view', 'scale.weighing.view', 'scale.documents.view'] },
    permissions: { create: 'scale.unloading-stations.create', update: 'scale.unloading-stations.update' },
    remove: { permission: 'scale.unloading-stations.delete', answer: 'Unloading station deleted' },
  });
}
