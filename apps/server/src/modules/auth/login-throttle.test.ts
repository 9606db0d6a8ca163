import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../app.js';
import { type Database, openDatabase, queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.js';
import { createUser } from '../users/service.js';

const WINDOW_MS = 15 * 60_000;

describe.each(ENGINES)('sign-in throttling kept in the %s database', (engine) => {
  let t: TestApp;
  const others: BuiltApp[] = [];
  const pools: Database[] = [];

  beforeEach(async () => {
    t = await startTestApp(engine, { LOGIN_MAX_FAILURES_PER_USERNAME: '3', LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '100' });
    await createUser(t.database.db, { username: 'Jana', name: 'Jana Novak', role: 'operator', password: TEST_PASSWORD });
  });
  afterEach(async () => {
    for (const other of others.splice(0)) await other.app.close();
    for (const pool of pools.splice(0)) await pool.close();
    await t.close();
  });

  /** Another server on the same data: its own connections on PostgreSQL; on the embedded engine, which one process owns, the same handle. */
  async function anotherServer(): Promise<BuiltApp> {
    let database = t.database;
    if (t.databaseUrl) {
      database = await openDatabase({ dataDir: t.dataDir, databaseUrl: t.databaseUrl });
      pools.push(database);
    }
    const other = await buildApp({ config: t.config, database, clock: t.clock, logger: false });
    others.push(other);
    return other;
  }

  const login = (server: BuiltApp, username: string, password: string) =>
    server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

  it('keeps a locked username locked for a server started after the lock', async () => {
    for (let i = 0; i < 3; i++) expect((await login(t, 'jana', 'wrong-password')).statusCode).toBe(401);
    await t.app.close();
    const restarted = await anotherServer();
    const throttled = await login(restarted, 'Jana', TEST_PASSWORD);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBe(WINDOW_MS / 1000);
  });

  it('locks a username after the configured failures alternating between two servers', async () => {
    const servers = [t, await anotherServer()];
    for (let i = 0; i < 3; i++) expect((await login(servers[i % 2]!, 'jana', 'wrong-password')).statusCode).toBe(401);
    for (const server of servers) expect((await login(server, 'jana', TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('counts every one of many failures that arrive at once on two servers', async () => {
    const servers = [t, await anotherServer()];
    await Promise.all(Array.from({ length: 20 }, (_, i) => login(servers[i % 2]!, 'jana', `wrong-password-${i}`)));
    const rows = await queryRows(t.database.db, sql`select scope, subject, attempts from login_throttle order by scope`);
    // Twenty attempts from the address; of the username's, exactly the limit of 3 checked and counted, the rest
    // refused before their password was checked, however they raced.
    expect(rows[0]).toEqual({ scope: 'address', subject: '127.0.0.1', attempts: 20 });
    expect(rows[1]).toEqual({ scope: 'username', subject: 'jana', attempts: 3 });
    const audit = await queryRows<{ outcome: string; count: number }>(
      t.database.db,
      sql`select outcome, count(*)::int as count from audit_log where action = 'auth.login' group by outcome order by outcome`,
    );
    expect(audit).toEqual([
      { outcome: 'denied', count: 17 },
      { outcome: 'failure', count: 3 },
    ]);
    expect((await login(t, 'jana', TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('ends a block with its window, answering the time left, and prunes the counts that ended', async () => {
    for (let i = 0; i < 3; i++) await login(t, 'jana', 'wrong-password');
    t.clock.advance(5 * 60_000);
    expect(Number((await login(t, 'jana', TEST_PASSWORD)).headers['retry-after'])).toBe(10 * 60);
    t.clock.advance(10 * 60_000);
    expect((await login(t, 'jana', TEST_PASSWORD)).statusCode).toBe(200);
    const rows = await queryRows(t.database.db, sql`select scope, subject, attempts from login_throttle`);
    expect(rows).toEqual([{ scope: 'address', subject: '127.0.0.1', attempts: 1 }]);
  });
});
