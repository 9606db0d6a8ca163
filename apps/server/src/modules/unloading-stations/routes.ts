/** /api/unloading-stations and /api/unloading-stations/:station_id: list, read, create, update, delete. */
import {
  unloadingStationInputSchema,
  unloadingStationListResponseSchema,
  unloadingStationResponseSchema,
} from '@weighbridge/contract/unloading-stations';
import { catalogueRoutes, masterDataAccess } from '../../catalogue/routes.js';
import { unloadingStationService } from './catalogue.js';

export const unloadingStationRoutes = catalogueRoutes(unloadingStationService, {
  path: '/api/unloading-stations/:station_id',
  schemas: { input: unloadingStationInputSchema, record: unloadingStationResponseSchema, list: unloadingStationListResponseSchema },
  ...masterDataAccess('scale.unloading-stations', 'Unloading station deleted'),
});
