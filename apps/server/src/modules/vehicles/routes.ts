/** /api/vehicles and /api/vehicles/:id: list, read, create, update, delete. */
import { vehicleInputSchema, vehicleListResponseSchema, vehicleResponseSchema } from '@weighbridge/contract/vehicles';
import { catalogueRoutes, masterDataAccess } from '../../catalogue/routes.js';
import { vehicleService } from './catalogue.js';

export const vehicleRoutes = catalogueRoutes(vehicleService, {
  path: '/api/vehicles/:id',
  schemas: { input: vehicleInputSchema, record: vehicleResponseSchema, list: vehicleListResponseSchema },
  ...masterDataAccess('scale.vehicles', 'Vehicle deleted'),
});
