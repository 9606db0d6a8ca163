/** A running application on a fresh test database, with helpers to sign in and call the API. */
import type { Writable } from 'node:stream';
import type { DatabaseEngine } from '@weighbridge/contract/system';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type BuiltApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import type { Clock } from '../lib/clock.js';
import { createUser } from '../modules/users/service.js';
import { openTestDatabase, type TestDatabase } from './engines.js';

/** A clock that tests move by hand. */
export function manualClock(start = new Date('2026-03-02T08:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  } satisfies Clock & { advance: (ms: number) => void };
}

/**
 * A clock on the wall's time that tests may still move forward, for tests with scale indicators: their
 * readings carry the wall's time, and a capture is compared with them.
 */
export function wallClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms: number) => {
      offset += ms;
    },
  } satisfies Clock & { advance: (ms: number) => void };
}

export type TestApp = BuiltApp &
  TestDatabase & {
    config: Config;
    clock: ReturnType<typeof manualClock>;
    /** Creates a user of the role (a built-in one, or a custom role that exists) and signs in; answers the bearer token. */
    signInAs: (role: string, username?: string) => Promise<string>;
    call: (method: string, url: string, options?: { token?: string; body?: unknown }) => Promise<LightMyRequestResponse>;
    close: () => Promise<void>;
  };

export const TEST_PASSWORD = 'Gravel-Truck-42';
/** The key test applications sign documents with. */
export const TEST_SIGNING_KEY = 'test-signing-key-of-at-least-32-characters';

/**
 * `webDist`: a folder to serve as the built web app, for tests of what the server hands out besides the API.
 * `clock`: 'wall' for a wallClock (tests with scale indicators); a manualClock otherwise.
 */
export async function startTestApp(
  engine: DatabaseEngine,
  env: Record<string, string> = {},
  options: { webDist?: string; clock?: 'manual' | 'wall'; /** Where the server's log lines go (JSON, from info up); none by default. */ log?: Writable } = {},
): Promise<TestApp> {
  const testDb = await openTestDatabase(engine);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: testDb.dataDir,
    DOCUMENT_SIGNING_KEY: TEST_SIGNING_KEY,
    SITE_TIMEZONE: 'Europe/Ljubljana',
    // A test that takes scheduled backups says so; the others would take one at start.
    BACKUP_SCHEDULE: 'off',
    ...env,
  });
  const clock = options.clock === 'wall' ? wallClock() : manualClock();
  const logger = options.log ? { level: 'info', stream: options.log } : false;
  const built = await buildApp({ config, database: testDb.database, clock, logger, webDist: options.webDist });

  const call: TestApp['call'] = (method, url, options = {}) =>
    built.app.inject({
      method: method as 'GET',
      url,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });

  const signInAs: TestApp['signInAs'] = async (role, username = `${role}-${Math.random().toString(36).slice(2, 8)}`) => {
    await createUser(testDb.database.db, { username, name: `Test ${role}`, role, password: TEST_PASSWORD });
    const response = await call('POST', '/api/auth/login', { body: { username, password: TEST_PASSWORD } });
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
    return (response.json() as { token: string }).token;
  };

  return {
    ...built,
    ...testDb,
    config,
    clock,
    signInAs,
    call,
    close: async () => {
      await built.app.close();
      await testDb.dispose();
    },
  };
}
