/**
 * A big export does not hold its rows: 30,000 documents are exported while the test samples the live heap
 * (after a full collection) at every piece of the file it takes, so that the export is then in the middle
 * of its rows, holding whatever it holds. The heap must stay far below what holding the rows takes,
 * measured in the same process; and the file, fetched over HTTP too, has every row.
 */
import { read } from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { copyDocument } from '../../test/copied-documents.js';
import { ENGINES } from '../../test/engines.js';
import { loadBody, makeSite } from '../../test/site-data.js';
import { startTestApp, TEST_SIGNING_KEY, type TestApp } from '../../test/test-app.js';
import { exportDocuments } from './export.js';
import { listDocumentPage } from './list-repository.js';

const GENERATED = 30_000;
const MB = 1024 * 1024;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** The heap's live bytes: what is still referenced once everything else is collected. */
function liveHeap(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

/** The file's rows as the Excel reader reads them, the header first. */
function sheetRows(file: Buffer): { v: unknown }[][] {
  const workbook = read(file, { type: 'buffer', dense: true });
  return workbook.Sheets[workbook.SheetNames[0]!]!['!data'] as { v: unknown }[][];
}

describe.each(ENGINES)('a big export on the %s engine', (engine) => {
  let t: TestApp;
  let token: string;
  let total: number;

  beforeAll(async () => {
    t = await startTestApp(engine);
    const site = await makeSite(t);
    token = site.adminToken;
    await t.call('POST', '/api/tara-weighings', { token, body: { vehicleId: site.vehicleId, tareWeight: 10_000 } });
    const load = await t.call('POST', '/api/scale-documents/record-load', { token, body: loadBody(site, 24_000) });
    expect(load.statusCode, load.body).toBe(201);
    await copyDocument(t, load.json().data.document_id, GENERATED);
    total = (await t.call('GET', '/api/scale-documents?limit=1', { token })).json().pagination.total;
  });
  afterAll(async () => t.close());

  it('writes 30,000 rows without holding them', async () => {
    expect(total).toBe(GENERATED + 2);
    // What holding the rows takes: all of them read at once, as one page of the list.
    const before = liveHeap();
    const held = await listDocumentPage(t.database.db, { timeZone: t.config.siteTimeZone, numberFormats: [] }, 1, total);
    const holding = liveHeap() - before;
    expect(held).toHaveLength(total);
    held.length = 0;

    const ctx = { db: t.database.db, clock: t.clock, siteTimeZone: t.config.siteTimeZone, scaleCapacityKg: 60_000, taraMaxAgeDays: 30, signingKey: TEST_SIGNING_KEY };
    const [user] = await queryRows<{ id: number; username: string }>(t.database.db, sql`select id, username from users order by id limit 1`);
    const idle = liveHeap();
    const exported = await exportDocuments(ctx, {}, { userId: user!.id, username: user!.username, clientAddress: '127.0.0.1' });
    let peak = 0;
    const chunks: Buffer[] = [];
    for await (const chunk of exported.file as Readable) {
      // A full collection takes a while: every third piece is often enough to see every batch.
      if (chunks.push(chunk as Buffer) % 3 === 0) peak = Math.max(peak, liveHeap() - idle);
    }
    expect(chunks.length).toBeGreaterThan(20);
    expect(sheetRows(Buffer.concat(chunks))).toHaveLength(total + 1);

    console.info(`${engine}: holding ${total} rows takes ${(holding / MB).toFixed(1)} MB; the export's live heap peaked ${(peak / MB).toFixed(1)} MB above idle over ${chunks.length} pieces`);
    expect(holding).toBeGreaterThan(20 * MB);
    expect(peak).toBeLessThan(holding / 5);
  });

  it('sends every one of them over HTTP, the oldest last', async () => {
    const answer = await t.call('GET', '/api/scale-documents/export.xlsx', { token });
    expect(answer.statusCode).toBe(200);
    const rows = sheetRows(answer.rawPayload);
    expect(rows).toHaveLength(total + 1);
    expect(rows.at(-1)![0]!.v).toBe(`SD-2019-${String(GENERATED).padStart(6, '0')}`);
  });
});
