/** /api/materials and /api/materials/:material_id: list, read, create, update, delete. */
import { deletedResponseSchema, recordIdTextSchema } from '@weighbridge/contract/fields';
import { materialInputSchema, materialListResponseSchema, materialResponseSchema } from '@weighbridge/contract/materials';
import { z } from 'zod';
import type { App } from '../../app-types.js';
import type { Db } from '../../db/database.js';
import { actorOf, type RouteAccess } from '../../plugins/access.js';
import { createMaterial, deleteMaterial, getMaterial, listMaterials, updateMaterial } from './service.js';

/** The weighing form and the documents filters list materials too. */
const readers: RouteAccess = { permission: ['scale.materials.view', 'scale.weighing.view', 'scale.documents.view'] };
const params = z.object({ material_id: recordIdTextSchema });

export function materialRoutes(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    '/api/materials',
    { config: { access: readers }, schema: { response: { 200: materialListResponseSchema } } },
    async () => ({ data: await listMaterials(db) }),
  );

  app.get(
    '/api/materials/:material_id',
    { config: { access: readers }, schema: { params, response: { 200: materialResponseSchema } } },
    async (request) => ({ data: await getMaterial(db, request.params.material_id) }),
  );

  app.post(
    '/api/materials',
    {
      config: { access: { permission: 'scale.materials.create' } },
      schema: { body: materialInputSchema, response: { 201: materialResponseSchema } },
    },
    async (request, reply) => reply.status(201).send({ data: await createMaterial(db, request.body, actorOf(request)) }),
  );

  app.put(
    '/api/materials/:material_id',
    {
      config: { access: { permission: 'scale.materials.update' } },
      schema: { params, body: materialInputSchema, response: { 200: materialResponseSchema } },
    },
    async (request) => ({ data: await updateMaterial(db, request.params.material_id, request.body, actorOf(request)) }),
  );

  app.delete(
    '/api/materials/:material_id',
    {
      config: { access: { permission: 'scale.materials.delete' } },
      schema: { params, response: { 200: deletedResponseSchema } },
    },
    async (request) => {
      await deleteMaterial(db, request.params.material_id, actorOf(request));
      return { message: 'Material deleted' };
    },
  );
}
