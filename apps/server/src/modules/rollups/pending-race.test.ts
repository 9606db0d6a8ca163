/**
 * A void of a document whose import has not added its totals yet, at the same time as the settling that
 * adds them: whichever comes first, the other waits for it, and the document ends up counted once, as voided
 * (not at all). Without the pending row's lock the settling could count it as it was before the void.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { copyDocument } from '../../test/copied-documents.js';
import { loadBody, makeSite, type Site } from '../../test/site-data.js';
import { sharedTestApp } from '../../test/shared-app.js';
import { settlePendingTotals } from './public.js';
import { totalsDisagreements, waitingForLocks } from '../../test/totals-agreement.js';

describe.runIf(ENGINES.includes('postgres'))('an import’s pending document voided while its totals are added, on PostgreSQL', () => {
  const t = sharedTestApp('postgres');
  let site: Site;
  let loadId: number;
  beforeAll(async () => {
    site = await makeSite(t);
    const tara = await t.call('POST', '/api/tara-weighings', { token: site.adminToken, body: { vehicleId: site.vehicleId, tareWeight: 11_000 } });
    expect(tara.statusCode).toBe(201);
    t.clock.advance(60_000);
    const load = await t.call('POST', '/api/scale-documents/record-load', { token: site.adminToken, body: loadBody(site, 30_000) });
    expect(load.statusCode).toBe(201);
    loadId = load.json().data.document_id;
  });

  const waiting = () => waitingForLocks(t.database.db);
  const disagreements = () => totalsDisagreements(t.database.db);

  const pendingIds = async () => (await queryRows<{ id: number }>(t.database.db, sql`select document_id as id from rollup_pending_documents order by 1`)).map((row) => row.id);

  it('makes the settling wait for a void that came first, which then counts the document as voided', async () => {
    await copyDocument(t, loadId, 3, { year: 2016, deferTotals: true });
    const [voidedId] = await pendingIds();
    let settling: Promise<number> | undefined;
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update scale_documents set status = 'cancelled', voided_at = now(), void_reason = 'Imported twice' where document_id = ${voidedId!}`);
      settling = settlePendingTotals(t.database.db);
      await expect.poll(waiting, { timeout: 5000, interval: 20 }).toBe(1);
    });
    expect(await settling).toBe(3);
    expect(await pendingIds()).toEqual([]);
    expect(await disagreements()).toEqual([]);
  });

  it('makes a void wait for a settling that came first, and takes the document off the totals it added', async () => {
    await copyDocument(t, loadId, 3, { year: 2015, deferTotals: true });
    const [, voidedId] = await pendingIds();
    let voiding: Promise<{ statusCode: number }> | undefined;
    await t.database.db.transaction(async (tx) => {
      const [settled] = await queryRows<{ settled: number }>(tx, sql`select weighing_rollups_settle(100) as settled`);
      expect(settled!.settled).toBe(3);
      voiding = t.call('DELETE', `/api/scale-documents/${voidedId!}`, { token: site.adminToken, body: { reason: 'Imported twice' } });
      await expect.poll(waiting, { timeout: 5000, interval: 20 }).toBe(1);
    });
    expect((await voiding!).statusCode).toBe(200);
    expect(await disagreements()).toEqual([]);
  });
});
