/**
 * The shift logs' kept months: the period's cut into ragged ends and whole months, and the months kept by the
 * triggers on shift_logs and shift_outputs, which must equal the logs' own sums after every kind of write.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/database.js';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines.js';
import { monthPieces, outputRows } from './kept-months.js';

describe('a period of production days cut for the kept months', () => {
  it('reads whole months as one piece and ragged ends by their days', () => {
    expect(monthPieces('2025-12-01', '2026-11-30')).toEqual([{ first: '2025-12-01', last: '2026-11-30', whole: true }]);
    expect(monthPieces('2025-12-02', '2026-11-29')).toEqual([
      { first: '2025-12-02', last: '2025-12-31', whole: false },
      { first: '2026-01-01', last: '2026-10-31', whole: true },
      { first: '2026-11-01', last: '2026-11-29', whole: false },
    ]);
    expect(monthPieces('2026-02-03', '2026-02-20')).toEqual([{ first: '2026-02-03', last: '2026-02-20', whole: false }]);
    expect(monthPieces('2026-02-01', '2026-02-28')).toEqual([{ first: '2026-02-01', last: '2026-02-28', whole: true }]);
    expect(monthPieces('2024-02-01', '2024-03-01')).toEqual([
      { first: '2024-02-01', last: '2024-02-29', whole: true },
      { first: '2024-03-01', last: '2024-03-01', whole: false },
    ]);
    expect(monthPieces('2026-03-05', '2026-03-04')).toEqual([]);
  });
});

/** The logs' columns, their windows' union also as its count of ranges and its hours. */
const LOG_COLUMNS = sql.raw(`plant_id, to_char(month, 'YYYY-MM') as month, logs, running_hours::float8 as hours, energy_kwh::float8 as energy,
  typed_tons::float8 as typed, typed_logs, logs_without_energy, windows::text as windows, (select count(*)::int from unnest(windows)) as ranges,
  (select sum(extract(epoch from upper(w) - lower(w)))::float8 / 3600 from unnest(windows) w) as window_hours`);

/** The kept months beside the logs' own sums, each in one order. */
async function keptAndCounted(db: Db) {
  const read = (query: ReturnType<typeof sql>) => queryRows<Record<string, unknown>>(db, query);
  return {
    logs: await read(sql`select ${LOG_COLUMNS} from shift_log_months order by 1, 2`),
    countedLogs: await read(
      sql`select ${LOG_COLUMNS} from shift_log_month_totals('-infinity', 'infinity') order by 1, 2`,
    ),
    outputs: await read(sql`select plant_id, to_char(month, 'YYYY-MM') as month, material_id, stockpile_id, tons::float8 as tons from shift_output_months order by 1, 2, 3, 4`),
    countedOutputs: await read(
      sql`select plant_id, to_char(month, 'YYYY-MM') as month, material_id, stockpile_id, tons::float8 as tons
          from shift_output_month_totals('-infinity', 'infinity') order by 1, 2, 3, 4`,
    ),
  };
}

describe.each(ENGINES)('the kept months on the %s engine', (engine) => {
  let test: TestDatabase;
  let db: Db;
  const ids: Record<string, number> = {};

  const expectKeptAsCounted = async () => {
    const now = await keptAndCounted(db);
    expect(now.logs).toEqual(now.countedLogs);
    expect(now.outputs).toEqual(now.countedOutputs);
    return now;
  };
  const log = async (plant: number, day: string, shift: string, values: { hours: number; energy?: number; typed?: number }) => {
    const [row] = await queryRows<{ log_id: number }>(
      db,
      sql`insert into shift_logs (plant_id, production_day, shift_name, shift_start, shift_end, hour_meter_start, hour_meter_end, energy_kwh, feed_tons_typed, feed_correction_reason)
          values (${plant}, ${day}::date, ${shift}, ${day}::date + time '06:00', ${day}::date + time '14:00', 100, ${100 + values.hours}, ${values.energy ?? null},
            ${values.typed ?? null}, ${values.typed === undefined ? null : 'Belt scale'}) returning log_id`,
    );
    return row!.log_id;
  };
  const output = (logId: number, material: number, tons: number, pile: number | null = null) =>
    db.execute(sql`insert into shift_outputs (log_id, material_id, tons, stockpile_id) values (${logId}, ${material}, ${tons}, ${pile})`);

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    db = test.database.db;
    const id = async (query: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(db, query))[0]!.id;
    ids.jaw = await id(sql`insert into crushing_plants (name, rated_tons_per_hour) values ('Jaw', 250) returning plant_id as id`);
    ids.cone = await id(sql`insert into crushing_plants (name, rated_tons_per_hour) values ('Cone', 180) returning plant_id as id`);
    ids.sand = await id(sql`insert into materials (name, registration_id) values ('Sand 0-4', 'F-04') returning material_id as id`);
    ids.grit = await id(sql`insert into materials (name, registration_id) values ('Grit 4-8', 'F-48') returning material_id as id`);
    ids.pile = await id(sql`insert into stockpiles (material_id, place, opening_date) values (${ids.sand}, 'Yard A', '2026-01-01') returning stockpile_id as id`);
  });
  afterAll(async () => test.dispose());

  it('follow the logs and outputs as they are written, amended and deleted, one at a time or many', async () => {
    const first = await log(ids.jaw!, '2026-01-31', 'Morning', { hours: 6, energy: 500 });
    await output(first, ids.sand!, 120, ids.pile!);
    await output(first, ids.grit!, 80);
    const second = await log(ids.jaw!, '2026-02-01', 'Morning', { hours: 7, typed: 210 });
    await output(second, ids.sand!, 130.5, ids.pile!);
    const third = await log(ids.cone!, '2026-02-01', 'Night', { hours: 5, energy: 300 });
    await output(third, ids.grit!, 90);
    const kept = await expectKeptAsCounted();
    expect(kept.logs.map(({ windows: _windows, ...row }) => row)).toEqual([
      { plant_id: ids.jaw, month: '2026-01', logs: 1, hours: 6, energy: 500, typed: 0, typed_logs: 0, logs_without_energy: 0, ranges: 1, window_hours: 8 },
      { plant_id: ids.jaw, month: '2026-02', logs: 1, hours: 7, energy: null, typed: 210, typed_logs: 1, logs_without_energy: 1, ranges: 1, window_hours: 8 },
      { plant_id: ids.cone, month: '2026-02', logs: 1, hours: 5, energy: 300, typed: 0, typed_logs: 0, logs_without_energy: 0, ranges: 1, window_hours: 8 },
    ]);
    expect(kept.outputs).toContainEqual({ plant_id: ids.jaw, month: '2026-01', material_id: ids.grit, stockpile_id: 0, tons: 80 });

    // Amended: an hour meter, an output's tons and pile, a product replaced.
    await db.execute(sql`update shift_logs set hour_meter_end = 108, energy_kwh = 650 where log_id = ${second}`);
    await db.execute(sql`update shift_outputs set tons = 140, stockpile_id = null where log_id = ${second}`);
    await db.execute(sql`delete from shift_outputs where log_id = ${first} and material_id = ${ids.grit}`);
    await expectKeptAsCounted();

    // Many logs in one statement, and a log deleted with its outputs.
    await db.execute(sql`
      insert into shift_logs (plant_id, production_day, shift_name, shift_start, shift_end, hour_meter_start, hour_meter_end)
      select ${ids.cone}, d::date, 'Morning', d, d + interval '8 hours', 0, 8 from generate_series('2026-02-02'::timestamp, '2026-03-10'::timestamp, interval '1 day') d`);
    await db.execute(sql`insert into shift_outputs (log_id, material_id, tons) select log_id, ${ids.sand}, 100 from shift_logs where plant_id = ${ids.cone} and shift_name = 'Morning'`);
    await db.execute(sql`delete from shift_logs where log_id = ${first}`);
    const after = await expectKeptAsCounted();
    expect(after.logs.filter((row) => row.plant_id === ids.jaw)).toEqual([
      expect.objectContaining({ plant_id: ids.jaw, month: '2026-02', logs: 1, hours: 8, energy: 650, typed: 210, typed_logs: 1, logs_without_energy: 0 }),
    ]);
    // The Night of 1 February with its energy, and 27 mornings without: 28 windows of 8 hours, none touching.
    expect(after.logs.find((row) => row.plant_id === ids.cone && row.month === '2026-02')).toMatchObject({ logs: 28, logs_without_energy: 27, ranges: 28, window_hours: 28 * 8 });
    expect(after.logs.find((row) => row.plant_id === ids.cone && row.month === '2026-03')).toMatchObject({ logs: 10, hours: 80, ranges: 10, window_hours: 80 });
  });

  it('answer a period’s outputs, ragged and whole months alike, as the outputs themselves add up', async () => {
    const direct = await queryRows<{ plant_id: number; material_id: number; month: string; in_period: boolean; tons: number }>(
      db,
      sql`select l.plant_id, o.material_id, to_char(l.production_day, 'YYYY-MM') as month, l.production_day >= '2026-02-02' as in_period, sum(o.tons)::float8 as tons
          from shift_outputs o join shift_logs l on l.log_id = o.log_id where l.production_day between '2026-01-01' and '2026-03-04' group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
    );
    // Added up over the piles, which the kept rows keep apart.
    const kept = new Map<string, (typeof direct)[number]>();
    for (const { plant_id, material_id, month, in_period, tons } of await outputRows(db, { from: '2026-02-02', to: '2026-03-04' })) {
      const key = [plant_id, material_id, month, in_period].join();
      kept.set(key, { plant_id, material_id, month, in_period, tons: (kept.get(key)?.tons ?? 0) + tons });
    }
    const sorted = [...kept.values()].sort(
      (one, other) => one.plant_id - other.plant_id || one.material_id - other.material_id || one.month.localeCompare(other.month) || Number(one.in_period) - Number(other.in_period),
    );
    expect(sorted).toEqual(direct);
    expect(direct.length).toBeGreaterThan(2);
  });
});
