/** /api/materials and /api/materials/:material_id: list, read, create, update, delete. */
import { materialInputSchema, materialListResponseSchema, materialResponseSchema } from '@weighbridge/contract/materials';
import type { App } from '../../app-types.js';
import { registerCatalogueRoutes } from '../../catalogue/routes.js';
import type { Db } from '../../db/database.js';
import { materialService } from './catalogue.js';

export function materialRoutes(app: App, deps: { db: Db }): void {
  registerCatalogueRoutes(app, deps.db, materialService, {
    path: '/api/materials',
    idParam: 'material_id',
    schemas: { input: materialInputSchema, record: materialResponseSchema, list: materialListResponseSchema },
    // The weighing form and the documents filters list materials too.
    readers: { permission: ['scale.materials.view', 'scale.weighing.view', 'scale.documents.view'] },
    permissions: { create: 'scale.materials.create', update: 'scale.materials.update' },
    remove: { permission: 'scale.materials.delete', answer: 'Material deleted' },
  });
}
