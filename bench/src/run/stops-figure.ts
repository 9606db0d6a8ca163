/**
 * Figure 12: the Stop Counter's availability figures of a month over 500 machines and 200,000 stops,
 * GET /api/stops/figures. The stops are added once to the generated history (300 drill rigs beside its
 * trucks, each machine stopped every day or two over two years, 1 to 4 hours at a time, with a reason of
 * its class); a run on a history that has them already adds none. The reference is the same endpoint for
 * one 8-hour shift, timed in the same run.
 */
import type { Db } from '@weighbridge/server/src/db/database.js';
import { queryRows } from '@weighbridge/server/src/db/database.js';
import { seedStopReasons } from '@weighbridge/server/src/modules/stops/reasons.js';
import { sql } from 'drizzle-orm';
import type { ApiClient } from './api-client.js';
import { type Figure, pair, ms, verdict } from './figures.js';
import { timeCalls } from './timing.js';

export const SECTION = '12. Stop Counter figures';
const BUDGET_P95_MS = 100;
const MACHINES = 500;
const STOPS = 200_000;
const RIG_PREFIX = 'Bench rig ';

/** Adds the rigs and stops the figure reads, unless an earlier run did; answers how many stops there are. */
export async function seedStops(db: Db, log: (line: string) => void): Promise<number> {
  const [held] = await queryRows<{ stops: number }>(db, sql`select count(*)::int as stops from stops`);
  if (held!.stops >= STOPS) return held!.stops;
  const [vehicles] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from vehicles`);
  const rigs = Math.max(0, MACHINES - vehicles!.count);
  log(`adding ${rigs} drill rigs and ${STOPS.toLocaleString('en-US')} stops`);
  // The generator does not start a server, which seeds the reasons.
  await seedStopReasons(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into drill_rigs (name) select ${RIG_PREFIX} || n from generate_series(1, ${rigs}) n on conflict do nothing`);
    // Each machine's stops one after another: stop k starts k x 1.75 days after two years ago and lasts 1 to 4 hours.
    await tx.execute(sql`
      with machines as (
        select row_number() over () as place, equipment_class, vehicle_id, rig_id from (
          select 'vehicle' as equipment_class, vehicle_id, null::int as rig_id from vehicles
          union all select 'rig', null, rig_id from drill_rigs where name like ${`${RIG_PREFIX}%`}) m
      ), reasons as (
        select equipment_class, array_agg(reason_id order by reason_id) as ids from stop_reasons group by equipment_class
      )
      insert into stops (equipment_class, vehicle_id, rig_id, started_at, ended_at, reason_id, source)
      select m.equipment_class, m.vehicle_id, m.rig_id,
        now() - interval '730 days' + k * interval '42 hours' + (m.place % 24) * interval '1 hour',
        now() - interval '730 days' + k * interval '42 hours' + (m.place % 24) * interval '1 hour' + (1 + (k + m.place) % 4) * interval '1 hour',
        r.ids[1 + (k + m.place) % array_length(r.ids, 1)], 'manual'
      from machines m join reasons r on r.equipment_class = m.equipment_class
      cross join generate_series(0, ${Math.ceil(STOPS / MACHINES) - 1}) k
      where m.place <= ${MACHINES}`);
  });
  const [after] = await queryRows<{ stops: number }>(db, sql`select count(*)::int as stops from stops`);
  return after!.stops;
}

export async function stopFiguresFigures(client: ApiClient, calls: number, stops: number): Promise<Figure[]> {
  const now = Date.now();
  const month = { from: new Date(now - 30 * 86_400_000).toISOString(), to: new Date(now).toISOString() };
  const shift = { from: new Date(now - 8 * 3_600_000).toISOString(), to: new Date(now).toISOString() };
  const query = (period: { from: string; to: string }) => `/api/stops/figures?from=${encodeURIComponent(period.from)}&to=${encodeURIComponent(period.to)}`;
  let machines = 0;
  const monthly = await timeCalls(calls, async () => {
    machines = ((await client.get(query(month))) as { data: { machines: unknown[] } }).data.machines.length;
  });
  const shiftly = await timeCalls(calls, () => client.get(query(shift)));
  return [
    {
      section: SECTION,
      name: `availability of 30 days, ${machines} machines, ${stops.toLocaleString('en-US')} stops: GET /api/stops/figures, ${monthly.count} calls`,
      value: pair(monthly.p50, monthly.p95),
      reference: `one 8-hour shift ${pair(shiftly.p50, shiftly.p95)}`,
      budget: `p95 <= ${ms(BUDGET_P95_MS)}`,
      verdict: verdict(monthly.p95 <= BUDGET_P95_MS),
    },
  ];
}
