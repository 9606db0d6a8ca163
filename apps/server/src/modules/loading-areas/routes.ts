/**
 * /api/loading-areas and /api/loading-areas/:id; /api/polygons (GET takes ?loadingAreaId= to list one
 * area's polygons) and /api/polygons/:id. Polygons belong to loading areas and share their permission keys.
 */
import {
  loadingAreaInputSchema,
  loadingAreaListResponseSchema,
  loadingAreaResponseSchema,
  polygonInputSchema,
  polygonListResponseSchema,
  polygonResponseSchema,
} from '@weighbridge/contract/loading-areas';
import type { App } from '../../app-types.js';
import { registerCatalogueRoutes } from '../../catalogue/routes.js';
import type { Db } from '../../db/database.js';
import type { RouteAccess } from '../../plugins/access.js';
import { loadingAreaService, polygonService } from './catalogue.js';

/** The weighing form and the documents filters list loading areas and polygons too. */
const readers: RouteAccess = { permission: ['scale.loading-areas.view', 'scale.weighing.view', 'scale.documents.view'] };
const permissions = { create: 'scale.loading-areas.create', update: 'scale.loading-areas.update' } as const;

export function loadingAreaRoutes(app: App, deps: { db: Db }): void {
  registerCatalogueRoutes(app, deps.db, loadingAreaService, {
    path: '/api/loading-areas',
    idParam: 'id',
    schemas: { input: loadingAreaInputSchema, record: loadingAreaResponseSchema, list: loadingAreaListResponseSchema },
    readers,
    permissions,
    remove: { permission: 'scale.loading-areas.delete', answer: 'Loading area deleted' },
  });
  registerCatalogueRoutes(app, deps.db, polygonService, {
    path: '/api/polygons',
    idParam: 'id',
    schemas: { input: polygonInputSchema, record: polygonResponseSchema, list: polygonListResponseSchema },
    readers,
    permissions,
    remove: { permission: 'scale.loading-areas.delete', answer: 'Polygon deleted' },
  });
}
