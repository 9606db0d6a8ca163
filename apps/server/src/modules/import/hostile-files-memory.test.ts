/**
 * The real server, in a child process, is sent every hostile workbook over HTTP in turn. Each gets a 4xx
 * with a clear `{ error }`, the server's memory stays bounded, and the database holds the same rows
 * afterwards as before.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { newServerData, type ServerData, signInAsAdmin, sleep, startChildServer } from '../../test/child-server.js';
import { BUSINESS_TABLES } from '../database/business-tables.js';
import {
  encryptedWorkbook,
  entityExpansionWorkbook,
  externalEntityWorkbook,
  GOOD_ROW,
  lyingZipBomb,
  openDocumentBomb,
  overlappingZipBomb,
  overTenMegabytes,
  PNG,
  sharedStringsBomb,
  tooManyRowsWorkbook,
  truncatedWorkbook,
  utf16DoctypeWorkbook,
} from './hostile-workbooks.js';
import { weighingsWorkbook } from './test-workbooks.js';
import { WORKBOOK_ERRORS } from '@weighbridge/contract/import-refusals';

/**
 * Memory is read from /proc: the peak resident memory (VmHWM) is reset to the current one before each
 * upload, so each peak belongs to one file. The server holds 200 to 650 MB once started (Node 24, the
 * compiled sources and, on the embedded engine, PostgreSQL in WebAssembly: about 570 MB, against 450 MB on
 * Node 20).
 * - Each file may cost at most UPLOAD_COST_BOUND_MB over what the server held before it: half of what an
 *   inflate that buffered a part up to the 256 MB unpacked limit would take, and far below the 3 GB the
 *   bombs and the entity expansion would make, or the 200 MB the reader takes to parse a million rows.
 * - While handling them the server stays under MEMORY_BOUND_MB: a modest share of a scale-house PC,
 *   above the embedded engine's 570 MB at rest and one file's cost, and a quarter of what one expanded
 *   bomb would take.
 */
const UPLOAD_COST_BOUND_MB = 128;
const MEMORY_BOUND_MB = 750;


const HOSTILE_FILES: [name: string, build: () => Buffer, fileName: string, status: number, error: string][] = [
  ['a zip bomb of a few KB that unpacks to 3 GB', overlappingZipBomb, 'overlap.xlsx', 413, WORKBOOK_ERRORS.unzipsTooLarge],
  ['a zip bomb that lies about its size', lyingZipBomb, 'liar.xlsx', 413, WORKBOOK_ERRORS.unzipsTooLarge],
  ['XML entity expansion', entityExpansionWorkbook, 'laughs.xlsx', 400, WORKBOOK_ERRORS.xmlDeclarations],
  ['an external entity naming /etc/passwd', externalEntityWorkbook, 'passwd.xlsx', 400, WORKBOOK_ERRORS.xmlDeclarations],
  ['a truncated workbook', truncatedWorkbook, 'cut.xlsx', 400, WORKBOOK_ERRORS.damaged],
  ['a picture named .xlsx', () => PNG, 'photo.xlsx', 400, 'The file is not an Excel workbook, whatever its name says. Please select a valid Excel file (.xls or .xlsx)'],
  ['a password-protected workbook', encryptedWorkbook, 'secret.xlsx', 400, WORKBOOK_ERRORS.encrypted],
  ['1,048,577 rows', () => tooManyRowsWorkbook(), 'excel-max.xlsx', 413, WORKBOOK_ERRORS.tooManyRows],
  ['a file of 10 MB and one byte', overTenMegabytes, 'huge.xlsx', 413, WORKBOOK_ERRORS.tooLarge],
  ['an OpenDocument sheet of 100 million repeated cells', openDocumentBomb, 'repeats.xlsx', 413, WORKBOOK_ERRORS.tooManyCells],
  ['a UTF-16 sheet with a lowercase <!doctype', utf16DoctypeWorkbook, 'utf16.xlsx', 400, WORKBOOK_ERRORS.xmlDeclarations],
];

type Server = { child: ChildProcess; base: string; token: string; stop: () => Promise<void> };

/** Starts the server on the data and signs in as the first administrator. */
async function startServer(data: ServerData): Promise<Server> {
  const server = await startChildServer(data);
  const { token } = await signInAsAdmin(server.base);
  return { child: server.process, base: server.base, token, stop: server.stop };
}

/** The resident memory of a process now (VmRSS) and the most it has held (VmHWM), in MB (Linux). */
function memoryMb(pid: number): { now: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]) / 1024);
  return { now: mb('VmRSS'), peak: mb('VmHWM') };
}

/** Starts a new peak at the memory the process holds now, so that the next peak is that of the next upload. */
function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/**
 * Waits until the server has settled: a second in which its peak rose no more than a few MB above what it
 * holds, and what it holds leaves room for one file's cost under the bound. A server's first seconds are
 * its own work (on the embedded engine they peak far above its rest until a collection gives the memory
 * back, which the requests asked meanwhile bring about), not the cost of the file that happens to come
 * first.
 */
async function settled(server: Server): Promise<void> {
  const pid = server.child.pid!;
  const deadline = Date.now() + 60_000;
  for (;;) {
    resetPeak(pid);
    await fetch(`${server.base}/api/health`);
    await sleep(1000);
    const { now, peak } = memoryMb(pid);
    if (peak - now < 8 && now < MEMORY_BOUND_MB - UPLOAD_COST_BOUND_MB) return;
    if (Date.now() > deadline) throw new Error(`the server did not settle within 60 s: it holds ${now} MB, with peaks of ${peak} MB`);
  }
}

async function upload(server: Server, fileName: string, content: Buffer, dryRun = false): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  form.append('file', new Blob([content]), fileName);
  const url = `${server.base}/api/import/excel${dryRun ? '?dryRun=true' : ''}`;
  const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${server.token}` }, body: form });
  return { status: response.status, body: await response.json() };
}

/** The rows of every business table and the import events of the audit trail, read with no server running. */
async function rowCounts(dataDir: string, databaseUrl: string | undefined): Promise<Record<string, number>> {
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    const counts: Record<string, number> = {};
    for (const { name, table } of BUSINESS_TABLES) {
      counts[name] = (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from ${table}`))[0]!.n;
    }
    const imports = sql`select count(*)::int as n from audit_log where action = 'scale_document.import'`;
    counts.importEvents = (await queryRows<{ n: number }>(database.db, imports))[0]!.n;
    return counts;
  } finally {
    await database.close();
  }
}

describe.each(ENGINES)('hostile workbooks sent to the running server on the %s engine', (engine) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`answers each with a clear 4xx, stays under ${MEMORY_BOUND_MB} MB and changes no row`, async () => {
    const data = await newServerData(engine);
    const { dataDir, env, dispose } = data;
    cleanups.push(dispose);

    // One good import first, so that there are rows a hostile file could change.
    let server = await startServer(data);
    cleanups.push(async () => void server.child.kill('SIGKILL'));
    const good = await upload(server, 'good.xlsx', weighingsWorkbook([GOOD_ROW]));
    expect(good).toMatchObject({ status: 200, body: { stats: { successfulImports: 1 } } });
    await server.stop();
    const rowsBefore = await rowCounts(dataDir, env.DATABASE_URL);
    expect(rowsBefore).toMatchObject({ scale_documents: 1, vehicles: 1, importEvents: 1 });

    server = await startServer(data);
    const pid = server.child.pid!;
    await settled(server);
    const costs: string[] = [];
    let highest = 0;
    for (const [name, build, fileName, status, error] of HOSTILE_FILES) {
      const content = build();
      resetPeak(pid);
      const before = memoryMb(pid).now;
      const answer = await upload(server, fileName, content);
      expect(answer, name).toEqual({ status, body: { error, code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST' } });
      const { peak } = memoryMb(pid);
      highest = Math.max(highest, peak);
      costs.push(`${name}: ${before} MB before, ${peak} MB at the peak`);
      expect(peak - before, costs.join('\n')).toBeLessThan(UPLOAD_COST_BOUND_MB);
    }
    await server.stop();
    expect(highest, costs.join('\n')).toBeLessThan(MEMORY_BOUND_MB);

    expect(await rowCounts(dataDir, env.DATABASE_URL)).toEqual(rowsBefore);
  }, 300_000);
});

describe.each(ENGINES)('workbooks that would take the reader past any memory, sent to the running server on the %s engine', (engine) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('are each answered with a 4xx while the server goes on answering, and a good file imports after them', async () => {
    const data = await newServerData(engine);
    const { dispose } = data;
    cleanups.push(dispose);
    const server = await startServer(data);
    cleanups.push(async () => void server.child.kill('SIGKILL'));

    // Under 1 KB, that the reader would unfold into 100 million cells (4.5 GB), checked only (dryRun) as a user would first.
    expect(await upload(server, 'repeats.xlsx', openDocumentBomb(), true)).toEqual({ status: 413, body: { error: WORKBOOK_ERRORS.tooManyCells, code: 'PAYLOAD_TOO_LARGE' } });
    // Within every declared limit, yet millions of strings: the reader's worker runs out of its memory, not the server.
    let answered = false;
    const bomb = upload(server, 'strings.xlsx', sharedStringsBomb()).finally(() => (answered = true));
    const healthMs: number[] = [];
    while (!answered) {
      const started = performance.now();
      expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
      healthMs.push(performance.now() - started);
      await sleep(250);
    }
    expect(await bomb).toEqual({ status: 413, body: { error: WORKBOOK_ERRORS.tooMuchMemory, code: 'PAYLOAD_TOO_LARGE' } });
    // The health check answered all the while the worker parsed; a second is room for a busy test machine.
    expect(healthMs.length).toBeGreaterThan(4);
    expect(Math.max(...healthMs)).toBeLessThan(1000);
    expect(server.child.exitCode).toBeNull();

    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    expect(await upload(server, 'good.xlsx', weighingsWorkbook([GOOD_ROW]))).toMatchObject({ status: 200, body: { stats: { successfulImports: 1 } } });
    await server.stop();
  }, 300_000);
});
