/**
 * Migration 0037 moves each plant's one feeding station (crushing_plants.station_id, as 0036 made it) into the
 * links of crushing_plant_stations: a database migrated to 0036 with plants that name stations, then migrated
 * to the end, keeps which station feeds which plant.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createServerDatabase, ENGINES, makeTempDir } from '../../test/engines.js';

const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');
const BEFORE_LINKS = '0036_stop_counter';

/** A migrations folder that ends with the tag given. */
async function foldersUpTo(tag: string): Promise<string> {
  const folder = await makeTempDir('weighbridge-migrations-');
  await fs.cp(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === tag) + 1);
  await fs.writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

const PLANTS_OF_0036 = [
  sql`insert into unloading_stations (area_name) values ('Hopper 1'), ('Hopper 2'), ('Hopper 3')`,
  sql`insert into crushing_plants (name, station_id) values ('Jaw', 1), ('Cone', 2), ('Screen', null), ('Spare jaw', 1)`,
];
const LINKS = sql`select p.name, l.station_id from crushing_plant_stations l join crushing_plants p on p.plant_id = l.plant_id order by l.station_id`;

describe.each(ENGINES)('the feeding stations migration on the %s engine', (engine) => {
  it('moves each plant’s station into its links, the older plant keeping a station two named', async () => {
    const early = await foldersUpTo(BEFORE_LINKS);
    const run = async (migrateTo: (folder: string) => Promise<void>, execute: (query: SQL) => Promise<{ rows: unknown[] }>) => {
      await migrateTo(early);
      for (const statement of PLANTS_OF_0036) await execute(statement);
      await migrateTo(MIGRATIONS);
      return (await execute(LINKS)).rows;
    };
    let links: unknown[];
    if (engine === 'embedded') {
      const dataDir = await makeTempDir();
      const client = await PGlite.create(path.join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
      const db = drizzlePglite({ client });
      links = await run((migrationsFolder) => migratePglite(db, { migrationsFolder }), (query) => db.execute(query));
      await client.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    } else {
      const server = await createServerDatabase();
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      const db = drizzleNodePg({ client });
      links = await run((migrationsFolder) => migrateNodePg(db, { migrationsFolder }), (query) => db.execute(query));
      await client.end();
      await server.drop();
    }
    await fs.rm(early, { recursive: true, force: true });
    expect(links).toEqual([
      { name: 'Jaw', station_id: 1 },
      { name: 'Cone', station_id: 2 },
    ]);
  });
});
