/**
 * A load waits for its vehicle while another weighing of the same truck holds it, and is weighed against
 * the tara that weighing committed: the tara is read after the lock is held, never from before the wait.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { loadBody, makeSite, type Site } from '../../test/site-data.js';
import { sharedTestApp } from '../../test/shared-app.js';
import { waitingForLocks } from '../../test/totals-agreement.js';

describe.runIf(ENGINES.includes('postgres'))('a load waiting for its vehicle on PostgreSQL', () => {
  const t = sharedTestApp('postgres');
  let site: Site;
  let operator: string;
  beforeAll(async () => {
    site = await makeSite(t);
    operator = await t.signInAs('operator', 'olga');
  });

  const waiting = () => waitingForLocks(t.database.db);

  it('is weighed against the tara committed while it waited', async () => {
    const first = await t.call('POST', '/api/tara-weighings', { token: operator, body: { vehicleId: site.vehicleId, tareWeight: 11_000, scaleId: 1 } });
    expect(first.statusCode).toBe(201);
    t.clock.advance(60_000);

    let load: Promise<{ statusCode: number; json: () => { data: { vehicle_empty_weight_kg: number; material_weight_kg: number } } }> | undefined;
    await t.database.db.transaction(async (tx) => {
      // As a tara weighing does: the vehicle locked, its new tara written, not yet committed.
      await tx.execute(sql`select vehicle_id from vehicles where vehicle_id = ${site.vehicleId} for update`);
      await tx.execute(
        sql`insert into tara_weighings (tara_number, vehicle_id, weighed_at, tare_weight_kg, scale_id)
            values (1000, ${site.vehicleId}, ${t.clock.now().toISOString()}::timestamptz, 12500, 1)`,
      );
      t.clock.advance(60_000);
      load = t.call('POST', '/api/scale-documents/record-load', { token: operator, body: loadBody(site, 30_000) });
      await expect.poll(waiting, { timeout: 5000, interval: 20 }).toBe(1);
    });
    const answer = await load!;
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data).toMatchObject({ vehicle_empty_weight_kg: 12_500, material_weight_kg: 17_500 });
  });
});
