/**
 * The first administrator, when two starts race for it: two servers started at the same moment on an
 * empty PostgreSQL database (a site bringing up two weighbridges) both start, and one administrator is
 * created. The embedded engine belongs to one process, so there the race is two calls in that process.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { type Database, queryRows } from './db/database.js';
import { ensureFirstAdmin } from './first-admin.js';
import { type ChildServer, newServerData, signInAsAdmin, startChildServer } from './test/child-server.js';
import { ENGINES, openTestDatabase } from './test/engines.js';

const ROUNDS = 3;

/** The roles of the users the database holds. */
const usersOf = (database: Database) => queryRows(database.db, sql`select role from users`);

/** Starts two server processes together on a new empty database; answers the users once both answer. */
async function startTwoServers(): Promise<unknown[]> {
  const data = await newServerData('postgres', {}, 'nothing');
  const servers: ChildServer[] = [];
  try {
    const started = await Promise.allSettled([startChildServer(data), startChildServer(data)]);
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(['started', 'started']);
    for (const server of servers) await signInAsAdmin(server.base);
    const database = await data.open();
    try {
      return await usersOf(database);
    } finally {
      await database.close();
    }
  } finally {
    for (const server of servers) await server.stop();
    await data.dispose();
  }
}

/** Two starts with different administrator names race on one new embedded database. */
async function raceInOneProcess(): Promise<unknown[]> {
  const test = await openTestDatabase('embedded');
  try {
    const config = (name: string) => loadConfig({ DATA_DIR: test.dataDir, ADMIN_USERNAME: name, ADMIN_PASSWORD: 'Quarry-Admin-2026' });
    const results = await Promise.all([ensureFirstAdmin(test.database.db, config('admin')), ensureFirstAdmin(test.database.db, config('chief'))]);
    expect(results.filter(Boolean)).toHaveLength(1);
    return await usersOf(test.database);
  } finally {
    await test.dispose();
  }
}

describe.each(ENGINES)('the first administrator on the %s engine', (engine) => {
  it(
    'is created once when two starts race for it, and both starts succeed',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const users = engine === 'postgres' ? await startTwoServers() : await raceInOneProcess();
        expect(users, `round ${round + 1}`).toEqual([{ role: 'admin' }]);
      }
    },
    ROUNDS * 120_000,
  );
});
