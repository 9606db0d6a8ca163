/**
 * /api/users: the accounts, for administrators. Listing needs the page's view; every change needs
 * `settings.users.manage`. Accounts are never deleted: they are deactivated.
 */
import { recordIdTextSchema } from '@weighbridge/contract/fields';
import {
  accountListResponseSchema,
  accountResponseSchema,
  accountUpdateSchema,
  newAccountSchema,
  passwordResetSchema,
} from '@weighbridge/contract/users';
import { MANAGE_USERS_KEY } from '@weighbridge/contract/permissions';
import { z } from 'zod';
import type { App } from '../../app-types.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { managerOf } from '../../plugins/access.js';
import { createAccount, deactivateAccount, listAccounts, reactivateAccount, resetPassword, updateAccount } from './service.js';

const managers = { permission: MANAGE_USERS_KEY };
const params = z.object({ id: recordIdTextSchema });

export function userRoutes(app: App, deps: { db: Db; clock: Clock }): void {
  const { db, clock } = deps;

  app.get(
    '/api/users',
    { config: { access: { permission: 'settings.users.view' } }, schema: { response: { 200: accountListResponseSchema } } },
    async () => ({ data: await listAccounts(db) }),
  );

  app.post(
    '/api/users',
    { config: { access: managers }, schema: { body: newAccountSchema, response: { 201: accountResponseSchema } } },
    async (request, reply) => reply.status(201).send({ data: await createAccount(db, request.body, managerOf(request)) }),
  );

  app.put(
    '/api/users/:id',
    { config: { access: managers }, schema: { params, body: accountUpdateSchema, response: { 200: accountResponseSchema } } },
    async (request) => ({ data: await updateAccount(db, request.params.id, request.body, managerOf(request)) }),
  );

  app.post(
    '/api/users/:id/deactivate',
    { config: { access: managers }, schema: { params, response: { 200: accountResponseSchema } } },
    async (request) => ({ data: await deactivateAccount(db, request.params.id, managerOf(request), clock) }),
  );

  app.post(
    '/api/users/:id/reactivate',
    { config: { access: managers }, schema: { params, response: { 200: accountResponseSchema } } },
    async (request) => ({ data: await reactivateAccount(db, request.params.id, managerOf(request)) }),
  );

  app.post(
    '/api/users/:id/reset-password',
    { config: { access: managers }, schema: { params, body: passwordResetSchema, response: { 200: accountResponseSchema } } },
    async (request) => ({ data: await resetPassword(db, request.params.id, request.body.password, managerOf(request), clock) }),
  );
}
