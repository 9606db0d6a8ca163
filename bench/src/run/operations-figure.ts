/**
 * Figure 13: Production's and Drilling's figures of a whole year, GET /api/production/figures and
 * GET /api/drilling/figures, and the Production and Drilling reports' answers for the calendar year
 * (GET /api/reports/production and /drilling?period=year: Production's is what its Excel and PDF files are written
 * from; Drilling's, and its figures', hold the first page of the blasts, whose files hold them all).
 * The operations are added once to the generated history, straight into the database: 20 crushing plants, the
 * first 8 fed by the history's 8 unloading stations (one station each; the other 12 have none), a year of signed
 * shift logs (3 shifts a day x 20 plants, two products each), an approved crush plan for each year the year
 * touches, 12 drill rigs drilling every day, a blast a week on each of the history's 60 polygons, and an approved
 * drilling plan for each year. A run on a history that has them already adds none. The reference is the same
 * endpoints for the last 30 days, timed in the same run.
 */
import type { Db } from '@weighbridge/server/src/db/database.js';
import { queryRows } from '@weighbridge/server/src/db/database.js';
import { sql } from 'drizzle-orm';
import type { ApiClient } from './api-client.js';
import { type Figure, ms, pair, verdict } from './figures.js';
import { timeCalls } from './timing.js';

export const SECTION = '13. Production and Drilling figures';
const BUDGET_P95_MS = 100;
/** At most this many calls of each, so that the p95 is the 29th of 30 calls, not the slowest of ten. */
const MAX_CALLS = 30;
const PLANTS = 20;
const RIGS = 12;
const DAYS = 365;
const PLANT_PREFIX = 'Bench plant ';
const RIG_PREFIX = 'Bench drill rig ';

export type OperationsFacts = { plants: number; shiftLogs: number; drillLogs: number; blasts: number };

async function facts(db: Db): Promise<OperationsFacts> {
  const [row] = await queryRows<OperationsFacts>(
    db,
    sql`select (select count(*)::int from crushing_plants) as plants, (select count(*)::int from shift_logs) as "shiftLogs",
          (select count(*)::int from drill_logs) as "drillLogs", (select count(*)::int from blasts) as blasts`,
  );
  return row!;
}

/** The shift logs, outputs and crush plans of the plants. */
async function seedProduction(db: Db, timeZone: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into crushing_plants (name, rated_tons_per_hour) select ${PLANT_PREFIX} || n, 250 from generate_series(1, ${PLANTS}) n`);
    // The history's stations, one to each of the first plants.
    await tx.execute(sql`
      insert into crushing_plant_stations (station_id, plant_id)
      select s.station_id, p.plant_id from
        (select station_id, row_number() over (order by station_id) as place from unloading_stations) s
        join (select plant_id, row_number() over (order by plant_id) as place from crushing_plants where name like ${`${PLANT_PREFIX}%`}) p on p.place = s.place`);
    // Morning, Afternoon and Night of every production day of the last year, each signed, 6 to 8 running hours.
    await tx.execute(sql`
      insert into shift_logs (plant_id, production_day, shift_name, shift_start, shift_end, status, hour_meter_start, hour_meter_end, energy_kwh, signed_at)
      select p.plant_id, d::date, s.name, (d::date + s.start) at time zone ${timeZone}, (d::date + s.start + interval '8 hours') at time zone ${timeZone}, 'signed',
        1000, 1006 + (p.plant_id + extract(doy from d)::int) % 3, 1800 + (p.plant_id % 5) * 100, now()
      from crushing_plants p
      cross join generate_series(current_date - ${DAYS}::int, current_date - 1, interval '1 day') d
      cross join (values ('Morning', interval '6 hours'), ('Afternoon', interval '14 hours'), ('Night', interval '22 hours')) s(name, start)
      where p.name like ${`${PLANT_PREFIX}%`}`);
    const products = sql`(select material_id, row_number() over (order by material_id) as place from materials order by material_id limit 2)`;
    await tx.execute(sql`
      insert into shift_outputs (log_id, material_id, tons)
      select l.log_id, m.material_id, case when m.place = 1 then 700 + l.log_id % 200 else 500 + l.log_id % 150 end
      from shift_logs l join crushing_plants p on p.plant_id = l.plant_id and p.name like ${`${PLANT_PREFIX}%`} cross join ${products} m`);
    for (const year of yearsOfTheLastYear()) {
      const [revision] = await queryRows<{ revision_id: number }>(
        tx,
        sql`insert into crush_plan_revisions (year, revision_number, status, approved_at, approval_reason)
            values (${year}, 1, 'approved', now(), 'Bench plan') returning revision_id`,
      );
      await tx.execute(sql`
        insert into crush_plan_lines (revision_id, plant_id, material_id, month, tons)
        select ${revision!.revision_id}, p.plant_id, m.material_id, month, 120000
        from crushing_plants p cross join generate_series(1, 12) month cross join ${products} m where p.name like ${`${PLANT_PREFIX}%`}`);
    }
  });
}

/** The rigs' daily logs, the weekly blasts of every polygon and the drilling plans. */
async function seedDrilling(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into drill_rigs (name) select ${RIG_PREFIX} || n from generate_series(1, ${RIGS}) n`);
    const [driller] = await queryRows<{ operator_id: number }>(tx, sql`insert into drilling_operators (name) values ('Bench driller') returning operator_id`);
    const [shotfirer] = await queryRows<{ operator_id: number }>(tx, sql`insert into drilling_operators (name) values ('Bench shotfirer') returning operator_id`);
    await tx.execute(sql`insert into drilling_operator_competencies (operator_id, kind, expires_on) values
      (${driller!.operator_id}, 'drill_operator', current_date + 3650), (${shotfirer!.operator_id}, 'shotfirer', current_date + 3650)`);
    const rigs = sql`(select rig_id, row_number() over (order by rig_id) as place from drill_rigs where name like ${`${RIG_PREFIX}%`})`;
    const polygons = sql`(select polygon_id, loading_area_id, row_number() over (order by polygon_id) as place, count(*) over () as total from polygons)`;
    // Each rig drills 20 holes of 15 m in each Morning shift, on a polygon that moves along day by day.
    await tx.execute(sql`
      insert into drill_logs (rig_id, operator_id, production_day, shift, loading_area_id, polygon_id, hole_count, depth_m, diameter_mm, metres, drill_hours, bit_changes)
      select r.rig_id, ${driller!.operator_id}, d::date, 'Morning', p.loading_area_id, p.polygon_id, 20, 15, 89, 300, 6 + r.place % 3, r.place % 2
      from ${rigs} r cross join generate_series(current_date - ${DAYS}::int, current_date - 1, interval '1 day') d
      join ${polygons} p on p.place = 1 + (r.place + extract(doy from d)::int) % p.total`);
    // A blast a week on every polygon: 30 holes x 3 m x 3.5 m x 12 m = 3,780 m3 of 2,600 kg/m3 rock, 2,500 kg of explosives.
    await tx.execute(sql`
      insert into blasts (polygon_id, loading_area_id, fired_at, burden_m, spacing_m, bench_height_m, hole_diameter_mm, subdrill_m, holes_charged, detonators,
        material_id, density_kg_m3, volume_m3, tons_broken, explosives_kg, misfires, shotfirer_id)
      select p.polygon_id, p.loading_area_id, now() - w * interval '7 days' - p.place * interval '2 hours', 3, 3.5, 12, 89, 1, 30, 60,
        (select min(material_id) from materials), 2600, 3780, 9828, 2500, 0, ${shotfirer!.operator_id}
      from ${polygons} p cross join generate_series(1, ${Math.floor(DAYS / 7)}) w`);
    await tx.execute(sql`insert into blast_explosives (blast_id, position, product, kg) select blast_id, 1, 'ANFO', explosives_kg from blasts`);
    for (const year of yearsOfTheLastYear()) {
      const [revision] = await queryRows<{ revision_id: number }>(
        tx,
        sql`insert into drilling_plan_revisions (year, revision, status, approved_at, approval_reason) values (${year}, 1, 'approved', now(), 'Bench plan') returning revision_id`,
      );
      await tx.execute(sql`
        insert into drilling_plan_lines (revision_id, loading_area_id, month, rig_id, metres, holes, volume_m3, tons, explosives_kg)
        select ${revision!.revision_id}, a.loading_area_id, month, r.rig_id, 9000, 600, 60000, 150000, 40000
        from (select loading_area_id, row_number() over (order by loading_area_id) as place from loading_areas) a
        join ${rigs} r on r.place = 1 + a.place % ${RIGS} cross join generate_series(1, 12) month`);
    }
  });
}

function yearsOfTheLastYear(): number[] {
  const now = new Date();
  return [...new Set([new Date(now.getTime() - DAYS * 86_400_000).getUTCFullYear(), now.getUTCFullYear()])];
}

/** Adds the plants, logs, rigs, blasts and plans the figure reads, unless an earlier run did; answers what there is. */
export async function seedOperations(db: Db, timeZone: string, log: (line: string) => void): Promise<OperationsFacts> {
  const [held] = await queryRows<{ plants: number; rigs: number }>(
    db,
    sql`select (select count(*)::int from crushing_plants where name like ${`${PLANT_PREFIX}%`}) as plants,
          (select count(*)::int from drill_rigs where name like ${`${RIG_PREFIX}%`}) as rigs`,
  );
  if (held!.plants < PLANTS) {
    log(`adding ${PLANTS} crushing plants and a year of their shift logs`);
    await seedProduction(db, timeZone);
  }
  if (held!.rigs < RIGS) {
    log(`adding ${RIGS} drill rigs, a year of their drill logs and a blast a week on every polygon`);
    await seedDrilling(db);
  }
  await db.execute(sql`analyze shift_logs; analyze shift_outputs; analyze drill_logs; analyze blasts; analyze crushing_plant_stations`);
  return facts(db);
}

const day = (date: Date) => date.toISOString().slice(0, 10);

export async function operationsFigures(client: ApiClient, runCalls: number, held: OperationsFacts, documents: number): Promise<Figure[]> {
  const calls = Math.min(runCalls, MAX_CALLS);
  const now = new Date();
  const year = `from=${day(new Date(now.getTime() - (DAYS - 1) * 86_400_000))}&to=${day(now)}`;
  const month = `from=${day(new Date(now.getTime() - 29 * 86_400_000))}&to=${day(now)}`;
  const time = async (path: string, reference: string, what: string): Promise<Figure> => {
    const measured = await timeCalls(calls, () => client.get(path));
    const referenced = await timeCalls(calls, () => client.get(reference));
    return {
      section: SECTION,
      name: `${what}: GET ${path.split('?')[0]}, ${measured.count} calls`,
      value: pair(measured.p50, measured.p95),
      reference: `the last 30 days ${pair(referenced.p50, referenced.p95)}`,
      budget: `p95 <= ${ms(BUDGET_P95_MS)}`,
      verdict: verdict(measured.p95 <= BUDGET_P95_MS),
    };
  };
  const scale = `${documents.toLocaleString('en-US')} documents`;
  const production = `${held.plants} plants, ${held.shiftLogs.toLocaleString('en-US')} shift logs, ${scale}`;
  const drilling = `${held.drillLogs.toLocaleString('en-US')} drill logs, ${held.blasts.toLocaleString('en-US')} blasts, ${scale}`;
  return [
    await time(`/api/production/figures?${year}`, `/api/production/figures?${month}`, `production figures of 365 days, ${production}`),
    await time(`/api/drilling/figures?${year}`, `/api/drilling/figures?${month}`, `drilling figures of 365 days (a page of blasts), ${drilling}`),
    await time('/api/reports/production?period=year', '/api/reports/production?period=month', `Production report of the year (its files' data), ${production}`),
    await time('/api/reports/drilling?period=year', '/api/reports/drilling?period=month', `Drilling report of the year (a page of blasts), ${drilling}`),
  ];
}
