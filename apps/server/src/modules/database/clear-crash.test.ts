/**
 * The server is killed (SIGKILL) while an administrator clears a well-filled database: at once, while
 * the clear writes its backup, and twice while it deletes (a third and two thirds into the time an
 * uninterrupted clear of the same data took to delete). After a restart the business data is either all
 * there, exactly as before, or all gone with the clear's audit row: never a part of it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../db/database.js';
import {
  type ChildServer,
  copyServerData,
  newServerData,
  seedPit,
  type ServerData,
  signInAsAdmin,
  sleep,
  startChildServer,
} from '../../test/child-server.js';
import { type BusinessSnapshot, snapshotBusinessData } from '../../test/business-snapshot.js';
import { ENGINES } from '../../test/engines.js';
import { weighingRollups } from '../../db/tables/rollups.js';

/** Enough weighings that deleting them takes a while on either engine. */
const LOADS = 8000;

/** Every table a clear empties, the report totals included, as row counts and hashes of the rows. */
async function snapshot(database: Database): Promise<BusinessSnapshot> {
  const [rollups] = await queryRows<{ rows: number; hash: string }>(
    database.db,
    sql`select count(*)::int as rows, md5(coalesce(string_agg(row_to_json(t)::text, '|' order by row_to_json(t)::text), '')) as hash
      from ${weighingRollups} t`,
  );
  return { ...(await snapshotBusinessData(database.db)), weighing_rollups: rollups! };
}

/** How many clears the audit trail records, and whether the signature chain starts afresh. */
async function clearTraces(database: Database): Promise<{ clears: number; chainReset: boolean }> {
  const [row] = await queryRows<{ clears: number; chainReset: boolean }>(
    database.db,
    sql`select (select count(*)::int from audit_log where action = 'database.clear') as "clears",
      (select last_document_id is null and last_signature is null from document_chain where id = 1) as "chainReset"`,
  );
  return row!;
}

/** A history of LOADS taras and signed-looking load documents, written straight into the stopped server's database. */
async function fillHistory(database: Database): Promise<void> {
  await database.db.execute(sql`
    insert into tara_weighings (tara_number, vehicle_id, weighed_at, tare_weight_kg, scale_id, weight_source)
    select i, v.vehicle_id, timestamptz '2025-01-02 06:00+00' + i * interval '7 minutes', 10000 + i % 700, 1, 'manual'
    from generate_series(1, ${LOADS}) i
    join (select vehicle_id, row_number() over (order by vehicle_id) - 1 as slot, count(*) over () as fleet from vehicles) v
      on v.slot = i % v.fleet`);
  await database.db.execute(sql`
    insert into scale_documents (document_number, document_year, order_sequence, status, weighing_type, first_weigh_timestamp,
      second_weigh_timestamp, tara_id, vehicle_id, registration_number, vehicle_empty_weight_kg, full_weight_kg, material_weight_kg,
      material_id, material_name, loaded_area_id, loaded_area_name, scale_id, reader_id, weight_source, signature, previous_signature, chain_position)
    select 'SD-2025-' || lpad(t.n::text, 6, '0'), 2025, t.n, 'completed', 'load', t.weighed_at, t.weighed_at + interval '40 minutes',
      t.tara_id, v.vehicle_id, v.registration_number, t.tare_weight_kg, t.tare_weight_kg + 20000 + t.n % 5000, 20000 + t.n % 5000,
      m.material_id, m.name, a.loading_area_id, a.area_name, 1, 1, 'manual', md5('ticket ' || t.n),
      case when t.n > 1 then md5('ticket ' || (t.n - 1)) end, t.n
    from (select *, row_number() over (order by tara_id) as n from tara_weighings) t
    join vehicles v using (vehicle_id)
    cross join (select material_id, name from materials limit 1) m
    cross join (select loading_area_id, area_name from loading_areas limit 1) a`);
  await database.db.execute(sql`insert into document_counters (year, last_sequence) values (2025, ${LOADS})`);
  await database.db.execute(sql`
    update document_chain set (last_document_id, last_signature, last_position) = (select document_id, signature, chain_position from scale_documents order by document_id desc limit 1)
    where id = 1`);
}

/** Waits for the clear's backup file: begun (`.partial`), or complete (the deletes follow at once). */
async function backupFile(backups: string, state: 'begun' | 'complete'): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const names = await fs.readdir(backups).catch(() => [] as string[]);
    if (names.some((name) => name.endsWith(state === 'begun' ? '.partial' : '.json'))) return;
    await sleep(2);
  }
  throw new Error(`the clear's backup was never ${state}`);
}

type Attempt = { answer: string; state: 'all there' | 'all gone' };

describe.each(ENGINES)('a clear killed mid-way on the %s engine', (engine) => {
  let filled: ServerData;
  let before: BusinessSnapshot;
  /** How long a clear takes from its complete backup to its answer: its deletes and commit. */
  let deletingMs: number | undefined;
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /**
   * Starts the server on a copy of the filled data, sends a clear and kills the server when `interrupt`
   * returns; then starts it again and finds the data all there as before, or all gone, never a part.
   */
  async function attempt(interrupt: (backups: string, clear: Promise<string>) => Promise<void>): Promise<Attempt> {
    const data = await copyServerData(filled);
    cleanups.push(() => data.dispose());
    let server: ChildServer = await startChildServer(data);
    cleanups.push(() => server.kill());
    const admin = await signInAsAdmin(server.base);
    const clear = fetch(`${server.base}/api/database/clear`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` } }).then(
      (response) => (response.ok ? 'cleared' : `refused ${response.status}`),
      () => 'cut off',
    );
    await interrupt(path.join(data.dataDir, 'backups'), clear);
    await server.kill();
    const answer = await clear;

    // The embedded engine's lock of the dead process is taken over; both engines keep only what was committed.
    server = await startChildServer(data);
    const { stats } = (await (await signInAsAdmin(server.base)).call<{ stats: Record<string, number> }>('GET', '/api/database/stats')).body;
    await server.stop();
    const database = await data.open();
    try {
      const after = await snapshot(database);
      const traces = await clearTraces(database);
      if (after.scale_documents!.rows > 0) {
        expect(after).toEqual(before);
        expect([stats.scale_documents, traces]).toEqual([LOADS, { clears: 0, chainReset: false }]);
        return { answer, state: 'all there' };
      }
      const rows = Object.fromEntries(Object.entries(after).map(([name, table]) => [name, table.rows]));
      expect(rows).toEqual(Object.fromEntries(Object.keys(before).map((name) => [name, name === 'document_chain' ? 1 : 0])));
      expect([stats.scale_documents, traces]).toEqual([0, { clears: 1, chainReset: true }]);
      return { answer, state: 'all gone' };
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    filled = await newServerData(engine);
    cleanups.push(() => filled.dispose());
    const server = await startChildServer(filled);
    cleanups.push(() => server.kill());
    await seedPit(await signInAsAdmin(server.base), 12);
    await server.stop();
    const database = await filled.open();
    try {
      await fillHistory(database);
      before = await snapshot(database);
    } finally {
      await database.close();
    }
    expect(before.scale_documents!.rows).toBe(LOADS);
    expect(before.weighing_rollups!.rows).toBeGreaterThan(0);
  }, 240_000);

  it('empties every table of the business data when the clear is left to finish', async () => {
    const finished = await attempt(async (backups, clear) => {
      await backupFile(backups, 'complete');
      const backedUp = Date.now();
      await clear;
      deletingMs = Date.now() - backedUp;
    });
    expect(finished).toEqual({ answer: 'cleared', state: 'all gone' });
  }, 240_000);

  it.each(['at once', 'while it writes the backup'] as const)('takes nothing when killed %s', async (moment) => {
    const killed = await attempt(async (backups) => {
      if (moment === 'while it writes the backup') await backupFile(backups, 'begun');
    });
    expect(killed).toEqual({ answer: 'cut off', state: 'all there' });
  }, 240_000);

  it('takes all or nothing when killed while it deletes', async () => {
    expect(deletingMs).toBeDefined();
    const attempts: Attempt[] = [];
    // A third and two thirds into the time the deletes took when left alone.
    for (const share of [1 / 3, 2 / 3]) {
      attempts.push(
        await attempt(async (backups) => {
          await backupFile(backups, 'complete');
          await sleep(deletingMs! * share);
        }),
      );
    }
    // An answered clear is a committed one.
    for (const { answer, state } of attempts) if (answer === 'cleared') expect(state).toBe('all gone');
    // At least one kill came before the clear could answer, so the test did kill it mid-way.
    expect(attempts.map((killed) => killed.answer)).toContain('cut off');
  }, 480_000);
});
