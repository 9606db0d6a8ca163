/**
 * A catalogue's five routes: list and read for its readers, create, update and delete each with its own
 * permission, every answer checked against the contract's schemas.
 */
import type { PageKey } from '@weighbridge/contract/menu';
import type { ActionKey, PermissionKey } from '@weighbridge/contract/permissions';
import { deletedResponseSchema, recordIdTextSchema } from '@weighbridge/contract/fields';
import { z, type ZodType } from 'zod';
import type { App } from '../app-types.js';
import type { Db } from '../db/database.js';
import { actorOf, type RouteAccess } from '../plugins/access.js';
import type { CatalogueService } from './service.js';

/** A record's path, its id named: '/api/unloading-stations/:station_id'; the list's is the part before the id. */
export type RecordPath = `/api/${string}/:${string}`;

/** The list's path of a record's path, the schema of the record's params, and the id they name. */
export function recordParams(record: RecordPath) {
  const idParam = record.slice(record.lastIndexOf('/:') + 2);
  return {
    list: record.slice(0, record.lastIndexOf('/:')),
    params: z.object({ [idParam]: recordIdTextSchema }),
    idOf: (request: { params: unknown }) => (request.params as Record<string, number>)[idParam]!,
  };
}

export type CatalogueRoutes<TValues> = {
  path: RecordPath;
  schemas: { input: ZodType<TValues>; record: ZodType; list: ZodType };
  /** Who lists and reads: the catalogue's viewers, and the pages that choose from it. */
  readers: RouteAccess;
  /** One key each, or a list of which one suffices. */
  permissions: { create: PermissionKey | readonly PermissionKey[]; update: PermissionKey | readonly PermissionKey[] };
  /**
   * Who deletes, and the answer: 'Unloading station deleted'. None for a record that is disabled instead
   * (a scale that documents name).
   */
  remove?: { permission: PermissionKey | readonly PermissionKey[]; answer: string };
};

/** A master-data page: its records are created, updated and deleted, each by an action of the page. */
type MasterDataPage = { [Page in PageKey]: `${Page}.create` | `${Page}.update` | `${Page}.delete` extends ActionKey ? Page : never }[PageKey];

/**
 * Who reads and writes a master-data catalogue, from its page: the page's viewers read it, and so do the
 * weighing form and the documents pages, which choose from it; each write is the page's action of that
 * name. `deleted` is the delete's answer: 'Vehicle deleted'.
 */
export function masterDataAccess(page: MasterDataPage, deleted: string): Pick<CatalogueRoutes<unknown>, 'readers' | 'permissions' | 'remove'> {
  return {
    readers: { permission: [`${page}.view`, 'scale.weighing.view', 'scale.documents.view'] },
    permissions: { create: `${page}.create`, update: `${page}.update` },
    remove: { permission: `${page}.delete`, answer: deleted },
  };
}

/** The routes of a catalogue whose service needs nothing but the database, to register with the others. */
export function catalogueRoutes<TItem, TValues>(service: CatalogueService<TItem, TValues>, routes: CatalogueRoutes<TValues>) {
  return (app: App, deps: { db: Db }): void => registerCatalogueRoutes(app, deps.db, service, routes);
}

export function registerCatalogueRoutes<TItem, TValues>(app: App, db: Db, service: CatalogueService<TItem, TValues>, routes: CatalogueRoutes<TValues>): void {
  const { path: record, schemas, permissions } = routes;
  const { list: path, params, idOf } = recordParams(record);

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
