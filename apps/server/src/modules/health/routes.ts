/**
 * GET /api/health: answers without sign-in, after checking that the database responds; names the instance
 * that answered (a load balancer in front of several says which one is down) and the scales and readers it
 * holds (with several instances on one database, each holds some).
 */
import { type HeldDevices, healthResponseSchema } from '@weighbridge/contract/system';
import { sql } from 'drizzle-orm';
import type { App } from '../../app-types.js';
import type { Database } from '../../db/database.js';
import { importIsWriting } from '../import/public.js';

export function healthRoutes(app: App, deps: { database: Database; instanceName: string; devices: { held: () => HeldDevices } }): void {
  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { response: { 200: healthResponseSchema } } },
    async () => {
      // The embedded engine's one connection is held by an import's transaction until it commits: the
      // import is the database answering, and the health check must not wait the import's length for it.
      if (!(deps.database.engine === 'embedded' && importIsWriting())) await deps.database.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: deps.database.engine, instance: deps.instanceName, devices: deps.devices.held() };
    },
  );
}
