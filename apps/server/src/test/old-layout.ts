/**
 * A database as the migrations left it before the report totals moved to one file: its functions and
 * triggers written by the migrations themselves, and a history counted by them. The migrations of that
 * time are read from git (the commit before the move), so that no second copy of them lives in the tree.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { DatabaseEngine } from '@weighbridge/contract/system';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createServerDatabase, makeTempDir } from './engines.js';

/** The last commit whose migrations defined the report totals' functions and triggers. */
export const OLD_LAYOUT_COMMIT = '5db160bf0a20b5b43f5b8b061f908cefc55addf4';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A migrations folder holding the journal and every migration as that commit had them. */
async function oldLayoutFolder(): Promise<string> {
  const folder = await makeTempDir('weighbridge-old-migrations-');
  const show = (file: string) => execFileSync('git', ['show', `${OLD_LAYOUT_COMMIT}:apps/server/drizzle/${file}`], { cwd: serverDir, maxBuffer: 1 << 26 });
  await fs.mkdir(path.join(folder, 'meta'));
  const journal = show('meta/_journal.json');
  await fs.writeFile(path.join(folder, 'meta/_journal.json'), journal);
  for (const entry of (JSON.parse(journal.toString()) as { entries: { tag: string }[] }).entries) {
    await fs.writeFile(path.join(folder, `${entry.tag}.sql`), show(`${entry.tag}.sql`));
  }
  return folder;
}

/**
 * A history written through the old triggers: master data, 600 loads over a year and a half (some pending,
 * some with a driver no longer in the list), taras, then voids, a correction and deleted taras.
 */
const HISTORY = [
  sql`update rollup_settings set time_zone = 'Europe/Ljubljana'`,
  sql`insert into drivers (name, surname, driver_license_id) values ('Ann', 'Lee', 'DL-1'), ('Bo', 'Kim', 'DL-2')`,
  sql`insert into vehicles (registration_number, brand, model) select 'KR ' || g || '00 TR', 'Volvo', 'FMX' from generate_series(1, 6) g`,
  sql`insert into materials (name, registration_id) select 'Material ' || g, 'MAT-' || g from generate_series(1, 4) g`,
  sql`insert into loading_areas (area_name) values ('North Pit'), ('East Bench')`,
  sql`insert into polygons (loading_area_id, registration_id) select loading_area_id, 'P-' || loading_area_id from loading_areas`,
  sql`insert into unloading_stations (area_name) values ('Crusher')`,
  sql`insert into scale_documents (document_number, document_year, order_sequence, status, weighing_type, second_weigh_timestamp,
        vehicle_id, registration_number, driver_id, driver_name, driver_surname, rfid_card_number, vehicle_empty_weight_kg, full_weight_kg,
        material_weight_kg, material_id, material_name, polygon_id, loaded_area_id, loaded_area_name, unloading_station_id, weight_source, signature)
      select 'T-' || g, 2024, g, case when g % 17 = 0 then 'pending' else 'completed' end, 'load',
             timestamptz '2023-06-01 04:00Z' + g * interval '97 minutes' * 9, 1 + g % 6, 'KR ' || (1 + g % 6) || '00 TR',
             case when g % 3 = 0 then null else 1 + g % 2 end, case when g % 6 = 0 then 'Gone' end, case when g % 6 = 0 then 'Driver' end,
             case when g % 4 = 0 then 'CARD-' || g % 3 end, 10000 + g % 50, 30000 + g % 50 + (g * 37) % 5000, 20000 + (g * 37) % 5000,
             1 + g % 4, 'Material ' || (1 + g % 4), case when g % 5 = 0 then null else 1 + g % 2 end, 1 + g % 2,
             case when g % 2 = 0 then 'North Pit' else 'East Bench' end, case when g % 3 = 1 then 1 end, 'import', 'sig-' || g
      from generate_series(1, 600) g`,
  sql`insert into tara_weighings (vehicle_id, weighed_at, tare_weight_kg, scale_id)
      select 1 + g % 6, timestamptz '2023-06-01 05:00Z' + g * interval '311 minutes' * 7, 10000 + g, 1 from generate_series(1, 200) g`,
  sql`update scale_documents set voided_at = second_weigh_timestamp + interval '1 hour', void_reason = 'Wrong truck' where order_sequence % 11 = 0`,
  sql`update scale_documents set status = 'pending' where order_sequence = 100`,
  sql`delete from tara_weighings where tara_id % 13 = 0`,
];

export type OldLayoutDatabase = {
  dataDir: string;
  databaseUrl: string | undefined;
  /** The totals the old triggers kept, in key order. */
  totals: Record<string, unknown>[];
  drop: () => Promise<void>;
};

const TOTALS = sql`select * from weighing_rollups order by dimension, grain, bucket, key_a, key_b, key_c, key_text`;

/** Migrates a new database with the old migrations and writes the history through their triggers. */
export async function makeOldLayoutDatabase(engine: DatabaseEngine): Promise<OldLayoutDatabase> {
  const migrationsFolder = await oldLayoutFolder();
  const dataDir = await makeTempDir();
  const removeFolders = async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(migrationsFolder, { recursive: true, force: true });
  };
  if (engine === 'embedded') {
    const client = await PGlite.create(path.join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
    const db = drizzlePglite({ client });
    await migratePglite(db, { migrationsFolder });
    for (const statement of HISTORY) await db.execute(statement);
    const { rows: totals } = await db.execute(TOTALS);
    await client.close();
    return { dataDir, databaseUrl: undefined, totals, drop: removeFolders };
  }
  const server = await createServerDatabase();
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  let totals: Record<string, unknown>[];
  try {
    const db = drizzleNodePg({ client });
    await migrateNodePg(db, { migrationsFolder });
    for (const statement of HISTORY) await db.execute(statement);
    totals = (await db.execute(TOTALS)).rows;
  } finally {
    await client.end();
  }
  return {
    dataDir,
    databaseUrl: server.url,
    totals,
    drop: async () => {
      await server.drop();
      await removeFolders();
    },
  };
}
