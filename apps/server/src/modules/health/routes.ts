/** GET /api/health: answers without sign-in, after checking that the database responds. */
import { healthResponseSchema } from '@weighbridge/contract/system';
import { sql } from 'drizzle-orm';
import type { App } from '../../app-types.js';
import type { Database } from '../../db/database.js';

export function healthRoutes(app: App, deps: { database: Database }): void {
  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { response: { 200: healthResponseSchema } } },
    async () => {
      await deps.database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: deps.database.engine };
    },
  );
}
