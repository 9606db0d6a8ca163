/**
 * The server process is killed (SIGKILL, no chance to clean up) during an import. Killed before the import
 * was accepted, the database is as it was before the upload: no document, tara, vehicle, material, area,
 * report total or import audit row of it. Killed once accepted, while its documents are written, the
 * import is written to its end when the server starts again: every row of the file a document exactly
 * once, numbers without gaps among the weighings made meanwhile, every signature verified, report totals
 * that agree with the documents, and one audit event of the finished import.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { loadDocumentSigningKey } from '../../lib/document-signing-key.js';
import { snapshotBusinessData } from '../../test/business-snapshot.js';
import {
  type Api,
  type ChildServer,
  loadOf,
  newServerData,
  type Pit,
  seedPit,
  type ServerData,
  sharingDatabase,
  signInAsAdmin,
  sleep,
  startChildServer,
} from '../../test/child-server.js';
import { ENGINES } from '../../test/engines.js';
import { checkChain } from '../../ledger/integrity.js';
import { dateCell, weighingsWorkbook } from './test-workbooks.js';
import { totalsDisagreements } from '../../test/totals-agreement.js';

/** Parsed in about a second, written in several seconds on either engine (2,000 new vehicles, each year issued in batches). */
const ROWS = 20_000;
/**
 * On the embedded engine no other process may look inside the database, so the kill before the acceptance
 * comes this share of the time a check of the same file (a dry run: read, rows looked up, nothing written)
 * took: while the file is read, well before the acceptance, which does all the check does and more.
 */
const EMBEDDED_KILL_AT_SHARE = 0.5;
const SITE_ZONE = 'Europe/Ljubljana';

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

/** Documents of the file the server lists, as the documents page finds them by their plates. */
async function documentCount(api: Api): Promise<number> {
  const answer = await api.call<{ pagination: { total: number } }>('GET', '/api/scale-documents?limit=1&search=CRASH');
  return answer.body.pagination.total;
}

async function untilDocuments(api: Api, enough: (count: number) => boolean, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const count = await documentCount(api);
    if (enough(count)) return count;
    if (Date.now() > deadline) throw new Error(`still ${count} documents after ${timeoutMs} ms`);
    await sleep(20);
  }
}

/** How long a check of the file (a dry run) takes. */
async function checkTime(server: ChildServer, token: string): Promise<number> {
  const started = Date.now();
  const answer = await fetch(`${server.base}/api/import/excel?dryRun=true`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: crashWorkbook() });
  expect(answer.status).toBe(200);
  return Date.now() - started;
}

const weighLoad = async (api: Api, pit: Pit) => {
  expect((await api.call('POST', '/api/tara-weighings', { vehicleId: pit.vehicleIds[0], tareWeight: 12000 })).status).toBe(201);
  expect((await api.call('POST', '/api/scale-documents/record-load', loadOf(pit, pit.vehicleIds[0]!, 30000))).status).toBe(201);
};

describe.each(ENGINES)('an import killed mid-way on the %s engine', (engine) => {
  let data: ServerData | undefined;
  let server: ChildServer | undefined;
  afterAll(async () => {
    await server?.kill();
    await data?.dispose();
  });

  it('leaves the database as it was when killed before the import was accepted', async () => {
    data = await newServerData(engine);
    server = await startChildServer(data);
    const admin = await signInAsAdmin(server.base);
    const killAfterMs = data.databaseUrl ? undefined : (await checkTime(server, admin.token)) * EMBEDDED_KILL_AT_SHARE;
    const upload = uploadTo(server, admin.token);
    // Killed while the acceptance's transaction writes (or the file is read), before it could commit.
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
      const [traces] = await queryRows<{ totals: number; imports: number; runs: number }>(
        database.db,
        sql`select (select count(*)::int from weighing_rollups) as totals,
          (select count(*)::int from audit_log where action like 'scale_document.import%') as imports,
          (select count(*)::int from import_runs) as runs`,
      );
      expect(traces).toEqual({ totals: 0, imports: 0, runs: 0 });
    } finally {
      await database.close();
    }
  }, 240_000);

  it('writes an accepted import to its end when the server starts again', async () => {
    await server?.kill();
    await data?.dispose();
    data = await newServerData(engine);
    server = await startChildServer(data);
    const admin = await signInAsAdmin(server.base);
    const pit = await seedPit(admin, 1);
    await weighLoad(admin, pit);

    const upload = uploadTo(server, admin.token);
    // The first batch is written: the import is accepted, most of its documents are still staged.
    const seen = await untilDocuments(admin, (count) => count > 0, 120_000);
    await weighLoad(admin, pit);
    await server.kill();
    expect(await upload).toBe('cut off');
    expect(seen).toBeLessThan(ROWS);

    server = await startChildServer(data);
    const again = await signInAsAdmin(server.base);
    await weighLoad(again, pit);
    await untilDocuments(again, (count) => count === ROWS, 180_000);
    await server.stop();

    const database = await data.open();
    try {
      const [file] = await queryRows<{ imported: number; weighings: number; loads: number }>(
        database.db,
        sql`select count(*) filter (where weight_source = 'import')::int as imported,
          count(distinct (registration_number, second_weigh_timestamp, full_weight_kg)) filter (where weight_source = 'import')::int as weighings,
          count(*) filter (where weight_source <> 'import')::int as loads
          from scale_documents`,
      );
      // Every row of the file once, and the three loads the scale house weighed before, during and after.
      expect(file).toEqual({ imported: ROWS, weighings: ROWS, loads: 3 });

      const years = await queryRows<{ year: number; documents: number; numbers: number; last: number }>(
        database.db,
        sql`select document_year as year, count(*)::int as documents, count(distinct order_sequence)::int as numbers,
          max(order_sequence) as last from scale_documents group by document_year order by document_year`,
      );
      for (const year of years) expect(year, `numbers of ${year.year}`).toEqual({ ...year, numbers: year.documents, last: year.documents });
      const [counters] = await queryRows<{ differ: number }>(
        database.db,
        sql`select count(*)::int as differ from document_counters c
          where c.last_sequence <> (select count(*) from scale_documents d where d.document_year = c.year)`,
      );
      expect(counters!.differ).toBe(0);

      const signingKey = loadDocumentSigningKey({ configured: undefined, dataDir: data.dataDir });
      const chain = await checkChain(database.db, signingKey, 20);
      expect({ altered: chain.altered, breaks: chain.breaks, last: chain.last.position }).toEqual({ altered: [], breaks: 0, last: years.reduce((sum, year) => sum + year.documents, 0) });

      expect(await totalsDisagreements(database.db, SITE_ZONE)).toEqual([]);

      const audits = await queryRows<{ details: { successfulImports: number; documentNumbers: { first: string; last: string } } }>(
        database.db,
        sql`select details from audit_log where action = 'scale_document.import'`,
      );
      expect(audits).toHaveLength(1);
      expect(audits[0]!.details.successfulImports).toBe(ROWS);
      const [runs] = await queryRows<{ unfinished: number; staged: number }>(
        database.db,
        sql`select (select count(*)::int from import_runs where finished_at is null) as unfinished,
          (select count(*)::int from import_staged_batches) as staged`,
      );
      expect(runs).toEqual({ unfinished: 0, staged: 0 });
    } finally {
      await database.close();
    }
  }, 400_000);
});

describe.runIf(ENGINES.includes('postgres'))('an import whose server dies for good, with another server on the database', () => {
  const data: ServerData[] = [];
  const servers: ChildServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.kill();
    for (const each of data.reverse()) await each.dispose();
  });

  it('is written to its end by the other server, which takes it over once it stalls', async () => {
    // Both servers sign with one key, as the servers of a site must.
    const first = await newServerData('postgres', { DOCUMENT_SIGNING_KEY: 'import-takeover-signing-key-of-32-characters' });
    data.push(first, await sharingDatabase(first));
    const [a, b] = [await startChildServer(data[0]!), await startChildServer(data[1]!)];
    servers.push(a, b);
    const onA = await signInAsAdmin(a.base);
    const onB = await signInAsAdmin(b.base);

    const upload = uploadTo(a, onA.token);
    const seen = await untilDocuments(onA, (count) => count > 0, 120_000);
    await a.kill();
    expect(await upload).toBe('cut off');
    expect(seen).toBeLessThan(ROWS);

    // Server A does not come back: B finds the run idle and writes the rest.
    await untilDocuments(onB, (count) => count === ROWS, 180_000);
    const database = await data[1]!.open();
    try {
      const [file] = await queryRows<{ documents: number; numbers: number; last: number; unfinished: number; imports: number }>(
        database.db,
        sql`select count(*)::int as documents, count(distinct document_number)::int as numbers, max(order_sequence) as last,
          (select count(*)::int from import_runs where finished_at is null) as unfinished,
          (select count(*)::int from audit_log where action = 'scale_document.import') as imports
          from scale_documents`,
      );
      // One year of documents in the file: numbers 1..ROWS, each once, and the run finished once.
      expect(file).toEqual({ documents: ROWS, numbers: ROWS, last: ROWS, unfinished: 0, imports: 1 });
    } finally {
      await database.close();
    }
  }, 400_000);
});
