/**
 * The routes of a kind of device (scales, card readers): its catalogue's routes without a delete (a device
 * that documents name is disabled instead), both writes under the one permission that configures the
 * kind, and `<record>/status` for its readers: what the device's connection says now.
 */
import type { PermissionKey } from '@weighbridge/contract/permissions';
import type { ZodType } from 'zod';
import type { App } from '../../app-types.js';
import { type CatalogueRoutes, recordParams, registerCatalogueRoutes } from '../../catalogue/routes.js';
import type { CatalogueService } from '../../catalogue/service.js';
import type { Db } from '../../db/database.js';

export type DeviceRoutes<TValues> = Pick<CatalogueRoutes<TValues>, 'path' | 'schemas' | 'readers'> & {
  configure: PermissionKey;
  /** The status answer's schema, and the status of a device by its id. */
  status: { schema: ZodType; of: (id: number) => unknown };
};

export function registerDeviceRoutes<TItem, TValues>(app: App, db: Db, service: CatalogueService<TItem, TValues>, routes: DeviceRoutes<TValues>): void {
  const { path, readers, configure, status } = routes;
  registerCatalogueRoutes(app, db, service, { path, schemas: routes.schemas, readers, permissions: { create: configure, update: configure } });
  const { params, idOf } = recordParams(path);
  app.get(`${path}/status`, { config: { access: readers }, schema: { params, response: { 200: status.schema } } }, async (request) => ({
    data: status.of(idOf(request)),
  }));
}
