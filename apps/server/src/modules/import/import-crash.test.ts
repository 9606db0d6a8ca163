/**
 * The server process is killed (SIGKILL, no chance to clean up) while an import is writing; after a
 * restart the database is as it was before the upload: no document, no vehicle, no import event.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createServerDatabase, ENGINES, makeTempDir } from '../../test/engines.js';
import { dateCell, weighingsWorkbook } from './test-workbooks.js';

const mainSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../main.ts');
const PASSWORD = 'Quarry-Admin-2026';
/** Parsed in well under a second, written in many seconds on either engine (each document is numbered and signed in turn). */
const ROWS = 3000;
/** On the embedded engine no other process may look inside the database, so the kill comes this long after the upload. */
const EMBEDDED_KILL_AFTER_MS = 5000;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', '--conditions=source', mainSource], {
    env: { ...process.env, LOG_LEVEL: 'silent', ADMIN_PASSWORD: PASSWORD, HOST: '127.0.0.1', ...env },
    stdio: 'ignore',
  });
}

async function signIn(base: string): Promise<string> {
  const answer = await until(async () => {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    return response.ok ? ((await response.json()) as { token: string }) : undefined;
  }, 'the server to start');
  return answer.token;
}

/** Whether a transaction of the server's database has written something it has not committed. */
async function writingTransaction(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query('select count(*)::int as n from pg_stat_activity where datname = current_database() and backend_xid is not null');
    return (result.rows[0] as { n: number }).n > 0;
  } finally {
    await client.end();
  }
}

describe.each(ENGINES)('an import killed mid-way on the %s engine', (engine) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('leaves the database as it was before the upload', async () => {
    const dataDir = await makeTempDir();
    const env: Record<string, string> = { DATA_DIR: dataDir, PORT: String(await freePort()) };
    if (engine === 'postgres') {
      const { url, drop } = await createServerDatabase();
      env.DATABASE_URL = url;
      cleanups.push(drop);
    }
    const base = `http://127.0.0.1:${env.PORT}`;
    let server = startServer(env);
    cleanups.push(async () => void server.kill('SIGKILL'));
    const token = await signIn(base);

    const rows = Array.from({ length: ROWS }, (_, index) => ({
      'Load Date': dateCell(`2025-0${1 + (index % 9)}-1${index % 10} 0${index % 10}:${String(index % 60).padStart(2, '0')}`),
      'Registration Number': `CRASH ${index % 500}`,
      Material: `Material ${index % 20}`,
      'Loading Area': `Area ${index % 10}`,
      'Tare Weight (kg)': 10000,
      'Gross Weight (kg)': 20000 + index,
    }));
    const form = new FormData();
    form.append('file', new Blob([weighingsWorkbook(rows)]), 'crash.xlsx');

    const upload = fetch(`${base}/api/import/excel`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }).then(
      () => 'answered' as const,
      () => 'cut off' as const,
    );
    // Killed while the import's transaction writes, long before it could commit; 'cut off' below proves it had not answered.
    if (engine === 'embedded') await sleep(EMBEDDED_KILL_AFTER_MS);
    else await until(async () => ((await writingTransaction(env.DATABASE_URL!)) ? true : undefined), 'the import to start writing');
    server.kill('SIGKILL');
    expect(await upload).toBe('cut off');
    await new Promise((resolve) => server.once('exit', resolve));

    server = startServer(env);
    const again = await signIn(base);
    const get = async (url: string): Promise<{ data: unknown[]; pagination: { totalUnfiltered: number } }> =>
      (await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${again}` } })).json() as never;
    expect((await get('/api/scale-documents')).pagination.totalUnfiltered).toBe(0);
    expect((await get('/api/vehicles')).data).toEqual([]);
    expect((await get('/api/materials')).data).toEqual([]);
    expect((await get('/api/loading-areas')).data).toEqual([]);
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }, 180_000);
});
