/** GET /api/users: the user accounts, for administrators. */
import { userListResponseSchema } from '@weighbridge/contract/auth';
import type { App } from '../../app-types.js';
import type { Db } from '../../db/database.js';
import { listUsers } from './repository.js';
import { toUser } from './service.js';

export function userRoutes(app: App, deps: { db: Db }): void {
  app.get(
    '/api/users',
    { config: { access: { permission: 'settings.users.view' } }, schema: { response: { 200: userListResponseSchema } } },
    async () => ({ data: (await listUsers(deps.db)).map((row) => ({ ...toUser(row), active: row.active })) }),
  );
}
