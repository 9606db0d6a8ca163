/**
 * The server process is killed (SIGKILL, no chance to clean up) while an import is writing; after a
 * restart the database is as it was before the upload: no document, tara, vehicle, material, area,
 * report total or import audit row of it.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { snapshotBusinessData } from '../../test/business-snapshot.js';
import { type ChildServer, copyServerData, newServerData, type ServerData, signInAsAdmin, sleep, startChildServer } from '../../test/child-server.js';
import { ENGINES } from '../../test/engines.js';
import { dateCell, weighingsWorkbook } from './test-workbooks.js';

/** Parsed in about a second, written in several seconds on either engine (2,000 new vehicles, each year issued in batches). */
const ROWS = 20_000;
/**
 * On the embedded engine no other process may look inside the database, so the kill comes this share of
 * the time the same import took on a copy of the data when left to finish: past the parsing, mid-write.
 */
const EMBEDDED_KILL_AT_SHARE = 0.6;

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

async function untilWriting(databaseUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await writingTransaction(databaseUrl))) {
    if (Date.now() > deadline) throw new Error('the import never started writing');
    await sleep(20);
  }
}

function crashWorkbook(): FormData {
  const rows = Array.from({ length: ROWS }, (_, index) => ({
    'Load Date': dateCell(`2025-0${1 + (index % 9)}-1${index % 10} 0${index % 10}:${String(index % 60).padStart(2, '0')}`),
    'Registration Number': `CRASH ${index % 2000}`,
    Material: `Material ${index % 20}`,
    'Loading Area': `Area ${index % 10}`,
    'Tare Weight (kg)': 10000,
    'Gross Weight (kg)': 20000 + index,
  }));
  const form = new FormData();
  form.append('file', new Blob([weighingsWorkbook(rows)]), 'crash.xlsx');
  return form;
}

function uploadTo(server: ChildServer, token: string): Promise<'answered' | 'cut off'> {
  return fetch(`${server.base}/api/import/excel`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: crashWorkbook() }).then(
    () => 'answered' as const,
    () => 'cut off' as const,
  );
}

/** How long the import takes on a copy of the data when nothing interrupts it. */
async function importTime(original: ServerData): Promise<number> {
  const data = await copyServerData(original);
  const server = await startChildServer(data);
  try {
    const admin = await signInAsAdmin(server.base);
    const started = Date.now();
    expect(await uploadTo(server, admin.token)).toBe('answered');
    return Date.now() - started;
  } finally {
    await server.kill();
    await data.dispose();
  }
}

describe.each(ENGINES)('an import killed mid-way on the %s engine', (engine) => {
  let data: ServerData | undefined;
  let server: ChildServer | undefined;
  afterAll(async () => {
    await server?.kill();
    await data?.dispose();
  });

  it('leaves the database as it was before the upload', async () => {
    data = await newServerData(engine);
    server = await startChildServer(data);
    const admin = await signInAsAdmin(server.base);
    await server.stop();
    const killAfterMs = data.databaseUrl ? undefined : (await importTime(data)) * EMBEDDED_KILL_AT_SHARE;

    server = await startChildServer(data);
    const upload = uploadTo(server, admin.token);
    // Killed while the import's transaction writes, long before it could commit; 'cut off' below proves it had not answered.
    if (data.databaseUrl) await untilWriting(data.databaseUrl);
    else await sleep(killAfterMs!);
    await server.kill();
    expect(await upload).toBe('cut off');

    // The embedded engine's lock of the dead process is taken over.
    server = await startChildServer(data);
    const again = await signInAsAdmin(server.base);
    const list = async (url: string) => (await again.call<{ data: unknown[]; pagination?: { totalUnfiltered: number } }>('GET', url)).body;
    expect((await list('/api/scale-documents')).pagination?.totalUnfiltered).toBe(0);
    expect((await list('/api/vehicles')).data).toEqual([]);
    expect((await list('/api/materials')).data).toEqual([]);
    expect((await list('/api/loading-areas')).data).toEqual([]);
    await server.stop();

    const database = await data.open();
    try {
      const tables = await snapshotBusinessData(database.db);
      const rowsLeft = Object.fromEntries(Object.entries(tables).map(([name, table]) => [name, table.rows]));
      expect(rowsLeft).toEqual(Object.fromEntries(Object.keys(tables).map((name) => [name, name === 'document_chain' ? 1 : 0])));
      const [traces] = await queryRows<{ totals: number; imports: number }>(
        database.db,
        sql`select (select count(*)::int from weighing_rollups) as totals,
          (select count(*)::int from audit_log where action = 'scale_document.import') as imports`,
      );
      expect(traces).toEqual({ totals: 0, imports: 0 });
    } finally {
      await database.close();
    }
  }, 240_000);
});
