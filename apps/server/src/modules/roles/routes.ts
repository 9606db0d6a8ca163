/**
 * /api/roles: the built-in roles (read-only) and the custom ones with their grants, for administrators.
 * Listing needs the users page's view; every change needs `settings.users.manage`.
 */
import { deletedResponseSchema } from '@weighbridge/contract/fields';
import { MANAGE_USERS_KEY } from '@weighbridge/contract/permissions';
import { roleInputSchema, roleListResponseSchema, roleNameSchema, roleResponseSchema, roleTwoFactorSchema } from '@weighbridge/contract/users';
import { z } from 'zod';
import type { App } from '../../app-types.js';
import type { Db } from '../../db/database.js';
import { managerOf } from '../../plugins/access.js';
import { createRole, deleteRole, listRoles, setRoleTwoFactor, updateRole } from './service.js';

const managers = { permission: MANAGE_USERS_KEY };
const params = z.object({ name: roleNameSchema });

export function roleRoutes(app: App, deps: { db: Db }): void {
  const { db } = deps;

  app.get(
    '/api/roles',
    { config: { access: { permission: 'settings.users.view' } }, schema: { response: { 200: roleListResponseSchema } } },
    async () => ({ data: await listRoles(db) }),
  );

  app.post(
    '/api/roles',
    { config: { access: managers }, schema: { body: roleInputSchema, response: { 201: roleResponseSchema } } },
    async (request, reply) => reply.status(201).send({ data: await createRole(db, request.body, managerOf(request)) }),
  );

  app.put(
    '/api/roles/:name',
    { config: { access: managers }, schema: { params, body: roleInputSchema, response: { 200: roleResponseSchema } } },
    async (request) => ({ data: await updateRole(db, request.params.name, request.body, managerOf(request)) }),
  );

  app.put(
    '/api/roles/:name/two-factor',
    { config: { access: managers }, schema: { params, body: roleTwoFactorSchema, response: { 200: roleResponseSchema } } },
    async (request) => ({ data: await setRoleTwoFactor(db, request.params.name, request.body.required, managerOf(request)) }),
  );

  app.delete(
    '/api/roles/:name',
    { config: { access: managers }, schema: { params, response: { 200: deletedResponseSchema } } },
    async (request) => {
      await deleteRole(db, request.params.name, managerOf(request));
      return { message: 'Role deleted' };
    },
  );
}
