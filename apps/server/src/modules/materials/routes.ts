/** /api/materials and /api/materials/:material_id: list, read, create, update, delete. */
import { materialInputSchema, materialListResponseSchema, materialResponseSchema } from '@weighbridge/contract/materials';
import { catalogueRoutes, masterDataAccess } from '../../catalogue/routes.js';
import { materialService } from './catalogue.js';

export const materialRoutes = catalogueRoutes(materialService, {
  path: '/api/materials/:material_id',
  schemas: { input: materialInputSchema, record: materialResponseSchema, list: materialListResponseSchema },
  ...masterDataAccess('scale.materials', 'Material deleted'),
});
