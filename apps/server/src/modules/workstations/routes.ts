/**
 * /api/workstations and /api/workstations/:workstation_id: the System page keeps them (administrators);
 * the weighing page reads them, to open on this computer's scale and reader.
 */
import { WORKSTATION_MESSAGES, workstationInputSchema, workstationListResponseSchema, workstationResponseSchema } from '@weighbridge/contract/workstations';
import { catalogueRoutes } from '../../catalogue/routes.js';
import { workstationService } from './catalogue.js';

export const workstationRoutes = catalogueRoutes(workstationService, {
  path: '/api/workstations/:workstation_id',
  schemas: { input: workstationInputSchema, record: workstationResponseSchema, list: workstationListResponseSchema },
  readers: { permission: ['settings.system.view', 'scale.weighing.view'] },
  permissions: { create: 'settings.system.edit', update: 'settings.system.edit' },
  remove: { permission: 'settings.system.edit', answer: WORKSTATION_MESSAGES.deleted },
});
