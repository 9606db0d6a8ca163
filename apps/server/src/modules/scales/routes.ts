/**
 * /api/scales and /api/scales/:scale_id: list, read, create, update (no delete: a scale is disabled), and
 * /api/scales/:scale_id/status: what its indicator says now.
 */
import { recordIdTextSchema } from '@weighbridge/contract/fields';
import { scaleInputSchema, scaleListResponseSchema, scaleResponseSchema, scaleStatusResponseSchema } from '@weighbridge/contract/scales';
import { z } from 'zod';
import type { App } from '../../app-types.js';
import type { Db } from '../../db/database.js';
import type { RouteAccess } from '../../plugins/access.js';
import { scaleService } from './catalogue.js';
import type { DeviceConnections } from './device-connections.js';
import { registerDeviceRoutes } from './device-routes.js';
import { scaleStatus } from './service.js';

/** The weighing page chooses its scale from the list, so whoever weighs reads scales too. */
export const scaleViewers: RouteAccess = { permission: ['scale.scales.view', 'scale.weighing.view'] };
export const scaleParams = z.object({ scale_id: recordIdTextSchema });

export function scaleRoutes(app: App, deps: { db: Db; devices: DeviceConnections }): void {
  const { db, devices } = deps;
  registerDeviceRoutes(app, db, scaleService(devices), {
    path: '/api/scales/:scale_id',
    schemas: { input: scaleInputSchema, record: scaleResponseSchema, list: scaleListResponseSchema },
    readers: scaleViewers,
    configure: 'scale.scales.configure',
    status: { schema: scaleStatusResponseSchema, of: (id) => scaleStatus(devices, id) },
  });
}
