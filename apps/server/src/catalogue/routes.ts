/**
 * A catalogue's five routes: list and read for its readers, create, update and delete each with its own
 * permission, every answer checked against the contract's schemas.
 */
import type { PermissionKey } from '@weighbridge/contract/permissions';
import { deletedResponseSchema, recordIdTextSchema } from '@weighbridge/contract/fields';
import { z, type ZodType } from 'zod';
import type { App } from '../app-types.js';
import type { Db } from '../db/database.js';
import { actorOf, type RouteAccess } from '../plugins/access.js';
import type { CatalogueService } from './service.js';

export type CatalogueRoutes<TValues> = {
  /** '/api/unloading-stations' */
  path: string;
  /** The record id's name in the path: 'station_id'. */
  idParam: string;
  schemas: { input: ZodType<TValues>; record: ZodType; list: ZodType };
  /** Who lists and reads: the catalogue's viewers, and the pages that choose from it. */
  readers: RouteAccess;
  permissions: { create: PermissionKey; update: PermissionKey };
  /**
   * Who deletes, and the answer: 'Unloading station deleted'. None for a record that is disabled instead
   * (a scale that documents name).
   */
  remove?: { permission: PermissionKey; answer: string };
};

export function registerCatalogueRoutes<TItem, TValues>(app: App, db: Db, service: CatalogueService<TItem, TValues>, routes: CatalogueRoutes<TValues>): void {
  const { path, schemas, permissions } = routes;
  const record = `${path}/:${routes.idParam}`;
  const params = z.object({ [routes.idParam]: recordIdTextSchema });
  const idOf = (request: { params: unknown }) => (request.params as Record<string, number>)[routes.idParam]!;

  const { parentQuery } = service;
  if (parentQuery) {
    const querystring = z.object({ [parentQuery]: recordIdTextSchema.optional() });
    app.get(path, { config: { access: routes.readers }, schema: { querystring, response: { 200: schemas.list } } }, async (request) => ({
      data: await service.list(db, (request.query as Record<string, number | undefined>)[parentQuery]),
    }));
  } else {
    app.get(path, { config: { access: routes.readers }, schema: { response: { 200: schemas.list } } }, async () => ({ data: await service.list(db) }));
  }

  app.get(record, { config: { access: routes.readers }, schema: { params, response: { 200: schemas.record } } }, async (request) => ({
    data: await service.get(db, idOf(request)),
  }));

  app.post(
    path,
    { config: { access: { permission: permissions.create } }, schema: { body: schemas.input, response: { 201: schemas.record } } },
    async (request, reply) => reply.status(201).send({ data: await service.create(db, request.body as TValues, actorOf(request)) }),
  );

  app.put(
    record,
    { config: { access: { permission: permissions.update } }, schema: { params, body: schemas.input, response: { 200: schemas.record } } },
    async (request) => ({ data: await service.update(db, idOf(request), request.body as TValues, actorOf(request)) }),
  );

  const { remove } = routes;
  if (!remove) return;
  app.delete(record, { config: { access: { permission: remove.permission } }, schema: { params, response: { 200: deletedResponseSchema } } }, async (request) => {
    await service.remove(db, idOf(request), actorOf(request));
    return { message: remove.answer };
  });
}
