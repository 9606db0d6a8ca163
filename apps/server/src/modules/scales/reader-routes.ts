/**
 * /api/readers and /api/readers/:reader_id: list, read, create, update (no delete: a reader is disabled),
 * and /api/readers/:reader_id/status: its connection and the last card it read.
 */
import { recordIdTextSchema } from '@weighbridge/contract/fields';
import { readerInputSchema, readerListResponseSchema, readerResponseSchema, readerStatusResponseSchema } from '@weighbridge/contract/scales';
import { z } from 'zod';
import type { App } from '../../app-types.js';
import { registerCatalogueRoutes } from '../../catalogue/routes.js';
import type { Db } from '../../db/database.js';
import type { RouteAccess } from '../../plugins/access.js';
import { readerService } from './catalogue.js';
import type { DeviceConnections } from './device-connections.js';
import { readerStatus } from './service.js';

/** The weighing page takes card reads from the readers at its scale, so whoever weighs reads readers too. */
export const readerViewers: RouteAccess = { permission: ['scale.readers.view', 'scale.weighing.view'] };
export const readerParams = z.object({ reader_id: recordIdTextSchema });

export function readerRoutes(app: App, deps: { db: Db; devices: DeviceConnections }): void {
  const { db, devices } = deps;
  registerCatalogueRoutes(app, db, readerService(devices), {
    path: '/api/readers/:reader_id',
    schemas: { input: readerInputSchema, record: readerResponseSchema, list: readerListResponseSchema },
    readers: readerViewers,
    permissions: { create: 'scale.readers.configure', update: 'scale.readers.configure' },
  });

  app.get(
    '/api/readers/:reader_id/status',
    { config: { access: readerViewers }, schema: { params: readerParams, response: { 200: readerStatusResponseSchema } } },
    async (request) => ({ data: readerStatus(devices, request.params.reader_id) }),
  );
}
