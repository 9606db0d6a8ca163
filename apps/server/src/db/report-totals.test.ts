/**
 * The report totals' one file is what the database holds: on a new database, on one migrated when the
 * migrations still defined the totals, and after someone changed a definition by hand.
 */
import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase, ENGINES, makeTempDir, openTestDatabase, type TestDatabase } from '../test/engines.js';
import { makeOldLayoutDatabase } from '../test/old-layout.js';
import { type Db, openDatabase, queryRows } from './database.js';
import { readReportTotals } from './report-totals.js';
import { readSiteCalendar } from './site-calendar.js';
import { totalsDisagreements } from '../test/totals-agreement.js';

const file = readReportTotals();
const APPEND_ONLY_GUARDS = ['audit_log_refuse_change', 'document_amendments_refuse_change'];
/** Applied at start beside the totals, from a file of its own (site-calendar.test.ts checks it). */
const SITE_CALENDAR = [...readSiteCalendar().functions.keys()];
/** Defined by their migration, with the tables they keep (kept-months.test.ts checks them). */
const SHIFT_MONTHS = ['shift_log_month_totals', 'shift_output_month_totals', 'shift_months_count_again', 'shift_logs_months_changed', 'shift_outputs_months_changed'];

/** Every function of the database's own (none of an extension's), by name, with its body and full definition. */
async function functions(db: Db) {
  return queryRows<{ name: string; body: string; definition: string }>(
    db,
    sql`select p.proname as name, p.prosrc as body, pg_get_functiondef(p.oid) as definition
        from pg_proc p
        where p.pronamespace = current_schema()::regnamespace
          and not exists (select from pg_depend e where e.classid = 'pg_proc'::regclass and e.objid = p.oid and e.deptype = 'e')
        order by 1, 3`,
  );
}

/** The triggers on the weighings' tables and the blasts (whose loads the totals keep), with their definitions. */
async function triggers(db: Db) {
  return queryRows<{ name: string; definition: string }>(
    db,
    sql`select t.tgname as name, pg_get_triggerdef(t.oid) as definition
        from pg_trigger t where not t.tgisinternal and t.tgrelid in ('scale_documents'::regclass, 'tara_weighings'::regclass, 'blasts'::regclass)
        order by 1`,
  );
}

const totals = (db: Db) => queryRows(db, sql`select * from weighing_rollups order by dimension, grain, bucket, key_a, key_b, key_c, key_text`);

const withoutExtremes = ({ min_kg: _min, max_kg: _max, ...row }: Record<string, unknown>) => row;
/** Dimensions added since the migrations defined the totals: an upgrade adds them, and the disagreements check holds them to account. */
const ADDED_SINCE = ['tara_search', 'station_hour', 'blast'];
const ofOldLayout = (row: Record<string, unknown>) => !ADDED_SINCE.includes(row.dimension as string);

const disagreements = (db: Db) => totalsDisagreements(db);

describe.each(ENGINES)('the report totals file on the %s engine', (engine) => {
  let fresh: TestDatabase;
  beforeAll(async () => {
    fresh = await openTestDatabase(engine);
  });
  afterAll(async () => fresh.dispose());

  it('is exactly what a new database holds: its functions with their bodies, and its triggers', async () => {
    expect(file.functions.size).toBe(21);
    const held = await functions(fresh.database.db);
    expect(held.map((fn) => fn.name).sort()).toEqual([...file.functions.keys(), ...APPEND_ONLY_GUARDS, ...SITE_CALENDAR, ...SHIFT_MONTHS].sort());
    for (const [name, body] of file.functions) expect(held.find((fn) => fn.name === name)?.body).toBe(body);
    expect((await triggers(fresh.database.db)).map((trigger) => trigger.name)).toEqual([...file.triggers].sort());
  });

  it('upgrades a database migrated when the migrations defined the totals to the same definitions and totals', async () => {
    const old = await makeOldLayoutDatabase(engine);
    try {
      let database = await openDatabase({ dataDir: old.dataDir, databaseUrl: old.databaseUrl });
      try {
        expect(database.reportTotals).toBe('recomputed');
        expect(await functions(database.db)).toEqual(await functions(fresh.database.db));
        expect(await triggers(database.db)).toEqual(await triggers(fresh.database.db));
        expect(old.totals.length).toBeGreaterThan(1000);
        // The same counts and weights; the lightest and heaviest loads, kept by days then, now in every bucket.
        expect((await totals(database.db)).filter(ofOldLayout).map(withoutExtremes)).toEqual(old.totals.map(withoutExtremes));
        expect((await totals(database.db)).some((row) => !ofOldLayout(row))).toBe(true);
        expect(await disagreements(database.db)).toEqual([]);
      } finally {
        await database.close();
      }
      database = await openDatabase({ dataDir: old.dataDir, databaseUrl: old.databaseUrl });
      try {
        expect(database.reportTotals).toBe('kept');
        // The file's triggers count what is written after the upgrade.
        await database.db.execute(sql`update scale_documents set status = 'cancelled', voided_at = now(), void_reason = 'Late void' where order_sequence between 200 and 230`);
        await database.db.execute(sql`delete from tara_weighings where tara_id % 7 = 0`);
        expect(await disagreements(database.db)).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      await old.drop();
    }
  });

  it('puts back a definition changed by hand at the next start, and counts the totals again', async () => {
    const other = await openTestDatabase(engine);
    try {
      const reopen = () => openDatabase({ dataDir: other.dataDir, databaseUrl: other.databaseUrl });
      const definitions = await functions(other.database.db);
      await other.database.close();
      const changed = await reopen();
      expect(changed.reportTotals).toBe('kept');
      await changed.db.execute(sql`alter function weighing_rollups_time_zone() volatile`);
      await changed.db.execute(sql`drop trigger tara_weighings_rollups_delete on tara_weighings`);
      await changed.db.execute(sql`insert into weighing_rollups (dimension, grain, bucket, loads) values ('total', 'day', '2024-01-01', 5)`);
      await changed.close();

      other.database = await reopen();
      expect(other.database.reportTotals).toBe('recomputed');
      expect(await functions(other.database.db)).toEqual(definitions);
      expect((await triggers(other.database.db)).map((trigger) => trigger.name)).toEqual([...file.triggers].sort());
      expect(await totals(other.database.db)).toEqual([]);
    } finally {
      await other.dispose();
    }
  });
});

describe.each(ENGINES.filter((engine) => engine === 'postgres'))('the report totals file on the %s server', () => {
  it('is applied once when two servers start together on a new database', async () => {
    const { url, drop } = await createServerDatabase();
    const dataDir = await makeTempDir();
    try {
      const both = await Promise.all([openDatabase({ dataDir, databaseUrl: url }), openDatabase({ dataDir, databaseUrl: url })]);
      expect(both.map((database) => database.reportTotals).sort()).toEqual(['installed', 'kept']);
      await Promise.all(both.map((database) => database.close()));
    } finally {
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
