/** GET /api/database/stats and POST /api/database/clear (Settings / Database, administrators only). */
import { clearDatabaseResponseSchema, databaseStatsResponseSchema } from '@weighbridge/contract/database';
import type { App } from '../../app-types.js';
import { actorOf } from '../../plugins/access.js';
import { clearDatabase, type DatabaseContext, databaseStats } from './service.js';

export function databaseRoutes(app: App, ctx: DatabaseContext): void {
  app.get(
    '/api/database/stats',
    { config: { access: { permission: 'settings.database.view' } }, schema: { response: { 200: databaseStatsResponseSchema } } },
    async () => ({ stats: await databaseStats(ctx.db) }),
  );

  app.post(
    '/api/database/clear',
    { config: { access: { permission: 'settings.database.clear' } }, schema: { response: { 200: clearDatabaseResponseSchema } } },
    async (request) => clearDatabase(ctx, actorOf(request)),
  );
}
