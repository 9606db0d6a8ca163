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
import { masterDataAccess, registerCatalogueRoutes } from '../../catalogue/routes.js';
import type { Db } from '../../db/database.js';
import { loadingAreaService, polygonService } from './catalogue.js';

export function loadingAreaRoutes(app: App, deps: { db: Db }): void {
  registerCatalogueRoutes(app, deps.db, loadingAreaService, {
    path: '/api/loading-areas/:id',
    schemas: { input: loadingAreaInputSchema, record: loadingAreaResponseSchema, list: loadingAreaListResponseSchema },
    ...masterDataAccess('scale.loading-areas', 'Loading area deleted'),
  });
  registerCatalogueRoutes(app, deps.db, polygonService, {
    path: '/api/polygons/:id',
    schemas: { input: polygonInputSchema, record: polygonResponseSchema, list: polygonListResponseSchema },
    ...masterDataAccess('scale.loading-areas', 'Polygon deleted'),
  });
}
