/**
 * Figure 9: the documents list's Excel export (GET /api/scale-documents/export.xlsx) of the history's newest
 * 100,000 rows or more (from the first site day that reaches them), over HTTP from a server of its own: the
 * time to the file's last byte, and the server's resident memory (VmRSS, sampled every 20 ms) above what it
 * holds idle. The reference is only reading the same rows from the database with the export's own batched
 * reader, timed before the server starts (the embedded engine lets one process at a time open its folder).
 * The file is read back afterwards and must hold every row the list counts.
 */
import { read } from '@e965/xlsx';
import { type Db, queryRows } from '@weighbridge/server/src/db/database.js';
import { countDocuments } from '@weighbridge/server/src/modules/scale-documents/count-repository.js';
import { exportedRows } from '@weighbridge/server/src/modules/scale-documents/export-repository.js';
import type { DocumentFilter } from '@weighbridge/server/src/modules/scale-documents/history-filter.js';
import { sql } from 'drizzle-orm';
import { BENCH_ADMIN, openTarget, type Target } from '../target.js';
import { ApiClient } from './api-client.js';
import { type Figure, mb, verdict } from './figures.js';
import { type RunningServer, type ServerBuild, startServer } from './server-process.js';

export const SECTION = '9. Documents export';

/** The issue's budget: 100,000 documents in 10 s; fewer rows get their share of it. */
const BUDGET_ROWS = 100_000;
const BUDGET_MS = 10_000;
const MEMORY_BUDGET_MB = 200;

/** `rows`: at least this many rows are exported, or the whole history when it holds fewer. */
export async function exportFigures(target: Target, build: ServerBuild, webDist: string, rows: number): Promise<Figure[]> {
  const database = await openTarget(target);
  let plan: { filter: DocumentFilter; total: number; readingMs: number; newestDay: string | undefined };
  try {
    const filter: DocumentFilter = { startDate: await firstDayOfNewest(database.db, target.config.siteTimeZone, rows), timeZone: target.config.siteTimeZone, numberFormats: [] };
    const { total } = await countDocuments(database.db, filter);
    const started = performance.now();
    let read = 0;
    for await (const row of exportedRows(database.db, filter, false)) if (row) read += 1;
    if (read !== total) throw new Error(`The export's reader read ${read} rows where the list counts ${total}`);
    plan = { filter, total, readingMs: performance.now() - started, newestDay: await firstDayOfNewest(database.db, target.config.siteTimeZone, 1) };
  } finally {
    await database.close();
  }

  const server = await startServer(target, { build, webDist });
  try {
    const client = new ApiClient(server.url);
    await client.signIn(BENCH_ADMIN.username, BENCH_ADMIN.password);
    const path = `/api/scale-documents/export.xlsx${plan.filter.startDate ? `?startDate=${plan.filter.startDate}` : ''}`;
    // A small export first, so that the measured one finds the code compiled; then a moment to settle.
    await download(client, `/api/scale-documents/export.xlsx?startDate=${plan.newestDay ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idleKb = server.memoryKb('VmRSS');
    const measured = await whileSampling(server, () => download(client, path));
    const fileRows = sheetRows(measured.result.file);
    const seconds = measured.result.ms / 1000;
    const budgetMs = (BUDGET_MS * Math.max(plan.total, 1)) / BUDGET_ROWS;
    const aboveIdleKb = measured.peakKb - idleKb;
    return [
      {
        section: SECTION,
        name: `${plan.total.toLocaleString('en-US')} rows (${(measured.result.file.length / 1024 / 1024).toFixed(1)} MB .xlsx): GET ${path}`,
        value: `${seconds.toFixed(1)} s (${fileRows.toLocaleString('en-US')} rows in the file)`,
        reference: `reading the same rows only ${(plan.readingMs / 1000).toFixed(1)} s (${(measured.result.ms / plan.readingMs).toFixed(1)}x)`,
        budget: plan.total === BUDGET_ROWS ? `<= ${BUDGET_MS / 1000} s` : `<= ${(budgetMs / 1000).toFixed(1)} s (10 s per 100,000 rows)`,
        verdict: verdict(measured.result.ms <= budgetMs && fileRows === plan.total),
      },
      {
        section: SECTION,
        name: 'Server resident memory (VmRSS) during the export, above idle',
        value: `${mb(aboveIdleKb)} (peak ${mb(measured.peakKb)})`,
        reference: `idle ${mb(idleKb)}`,
        budget: `<= ${MEMORY_BUDGET_MB} MB`,
        verdict: verdict(aboveIdleKb <= MEMORY_BUDGET_MB * 1024),
      },
    ];
  } finally {
    await server.stop();
  }
}

/**
 * The first site day from which to now the history lists at least `rows` rows (loads not voided and
 * taras, as the list counts them); undefined when the whole history holds fewer.
 */
async function firstDayOfNewest(db: Db, timeZone: string, rows: number): Promise<string | undefined> {
  const [day] = await queryRows<{ day: string }>(
    db,
    sql`select day::text from (
          select day, sum(listed) over (order by day desc) as reached from (
            select day, sum(listed) as listed from (
              select (second_weigh_timestamp at time zone ${timeZone})::date as day, count(*) as listed from scale_documents where voided_at is null group by 1
              union all
              select (weighed_at at time zone ${timeZone})::date, count(*) from tara_weighings group by 1) per_table
            group by day) per_day) running
        where reached >= ${rows} order by day desc limit 1`,
  );
  return day?.day;
}

async function download(client: ApiClient, path: string): Promise<{ ms: number; file: Buffer }> {
  const started = performance.now();
  const response = await fetch(`${client.baseUrl}${path}`, { headers: { authorization: `Bearer ${client.token}` } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const file = Buffer.from(await response.arrayBuffer());
  return { ms: performance.now() - started, file };
}

/** Runs the work while reading the server's resident memory every 20 ms; answers its result and the highest reading. */
async function whileSampling<T>(server: RunningServer, work: () => Promise<T>): Promise<{ result: T; peakKb: number }> {
  let peakKb = server.memoryKb('VmRSS');
  const sampler = setInterval(() => {
    peakKb = Math.max(peakKb, server.memoryKb('VmRSS'));
  }, 20);
  try {
    const result = await work();
    return { result, peakKb: Math.max(peakKb, server.memoryKb('VmRSS')) };
  } finally {
    clearInterval(sampler);
  }
}

/** The rows of the file's sheet, its header left out. */
function sheetRows(file: Buffer): number {
  const workbook = read(file, { type: 'buffer', dense: true });
  const data = workbook.Sheets[workbook.SheetNames[0]!]!['!data'] as unknown[] | undefined;
  return (data?.length ?? 1) - 1;
}
