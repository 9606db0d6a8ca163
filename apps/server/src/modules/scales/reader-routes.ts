/**
 * /api/readers and /api/readers/:reader_id: list, read, create, update (no delete: a reader is disabled),
 * and /api/readers/:reader_id/status: its connection and the last card it read.
 */
import { readerInputSchema, readerListResponseSchema, readerResponseSchema, readerStatusResponseSchema } from '@weighbridge/contract/scales';
import type { App } from '../../app-types.js';
import type { Db } from '../../db/database.js';
import { readerService } from './catalogue.js';
import type { DeviceConnections } from './device-connections.js';
import { registerDeviceRoutes } from './device-routes.js';
import { readerStatus } from './service.js';

export function readerRoutes(app: App, deps: { db: Db; devices: DeviceConnections }): void {
  const { db, devices } = deps;
  registerDeviceRoutes(app, db, readerService(devices), {
    path: '/api/readers/:reader_id',
    schemas: { input: readerInputSchema, record: readerResponseSchema, list: readerListResponseSchema },
    // The weighing page takes card reads from the readers at its scale, so whoever weighs reads readers too.
    readers: { permission: ['scale.readers.view', 'scale.weighing.view'] },
    configure: 'scale.readers.configure',
    status: { schema: readerStatusResponseSchema, of: (id) => readerStatus(devices, id) },
  });
}
