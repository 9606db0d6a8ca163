/**
 * /api/drill-rigs and /api/crushing-plants: the machines of Drilling and Production. Whoever opens a
 * Stop Counter page reads them (and Crush Operations, for the plants it logs); those who configure that page's machines keep them.
 */
import {
  crushingPlantInputSchema,
  crushingPlantListResponseSchema,
  crushingPlantResponseSchema,
  drillRigInputSchema,
  drillRigListResponseSchema,
  drillRigResponseSchema,
  EQUIPMENT_MESSAGES,
} from '@weighbridge/contract/equipment';
import type { App } from '../../app-types.js';
import { registerCatalogueRoutes } from '../../catalogue/routes.js';
import type { Db } from '../../db/database.js';
import { crushingPlantService, drillRigService } from './catalogue.js';

export function equipmentRoutes(app: App, deps: { db: Db }): void {
  registerCatalogueRoutes(app, deps.db, drillRigService, {
    path: '/api/drill-rigs/:rig_id',
    schemas: { input: drillRigInputSchema, record: drillRigResponseSchema, list: drillRigListResponseSchema },
    readers: { permission: ['drilling.stop-counter.view'] },
    permissions: { create: 'drilling.stop-counter.configure', update: 'drilling.stop-counter.configure' },
    remove: { permission: 'drilling.stop-counter.configure', answer: EQUIPMENT_MESSAGES.rigDeleted },
  });
  registerCatalogueRoutes(app, deps.db, crushingPlantService, {
    path: '/api/crushing-plants/:plant_id',
    schemas: { input: crushingPlantInputSchema, record: crushingPlantResponseSchema, list: crushingPlantListResponseSchema },
    readers: { permission: ['production.stop-counter.view', 'production.crush-operations.view'] },
    permissions: { create: 'production.stop-counter.configure', update: 'production.stop-counter.configure' },
    remove: { permission: 'production.stop-counter.configure', answer: EQUIPMENT_MESSAGES.plantDeleted },
  });
}
