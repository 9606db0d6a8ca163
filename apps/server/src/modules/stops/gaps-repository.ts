/**
 * What the gaps are read from: each truck's weighings and each plant's deliveries (loads to the unloading
 * stations that feed it) within a window, each machine's usual cycle (the median time between two of them
 * over the 30 days before, counting only spacings of a working day: from a minute to four hours), and the
 * stops already recorded in the window.
 */
import { TRAILING_RATE_DAYS } from '@weighbridge/contract/stop-figures';
import type { GAP_CLASSES } from '@weighbridge/contract/stops';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, queryRows } from '../../db/database.js';
import { countedDocument, scaleDocuments } from '../../db/tables/scale-documents.js';
import { machinesOf } from '../equipment/public.js';
import type { Window } from './figures-repository.js';

export type GapClass = (typeof GAP_CLASSES)[number];

/** Fewer spacings than this over the 30 days and a machine has no usual cycle: none of its gaps is proposed. */
const MIN_SPACINGS = 5;

const d = alias(scaleDocuments, 'd');
const documents = sql`${scaleDocuments} as d`;

/** `(machine_id, at)` of the class's events: a truck's weighings, a plant's deliveries. */
function events(gapClass: GapClass, from: SQL, to: SQL): SQL {
  const inWindow = sql`${countedDocument(d)} and ${d.secondWeighAt} >= ${from} and ${d.secondWeighAt} < ${to}`;
  return gapClass === 'vehicle'
    ? sql`select ${d.vehicleId} as machine_id, ${d.secondWeighAt} as at from ${documents} where ${inWindow}`
    : sql`select p.plant_id as machine_id, ${d.secondWeighAt} as at from crushing_plant_stations p join ${documents} on ${d.unloadingStationId} = p.station_id where ${inWindow}`;
}

export type UsualCycle = { machine_id: number; name: string; cycle_seconds: number };

/** The machines in use of the class that have a usual cycle, with it. */
export async function usualCycles(executor: Executor, gapClass: GapClass, before: Date): Promise<UsualCycle[]> {
  const to = sql`${before.toISOString()}::timestamptz`;
  const from = sql`${to} - ${`${TRAILING_RATE_DAYS} days`}::interval`;
  // The register's machines in use; a plant without a feeding station has no deliveries to read.
  const inUse = sql`select machine_id, name from (${machinesOf([gapClass])}) m where m.active`;
  const machines = gapClass === 'vehicle' ? inUse : sql`${inUse} and m.machine_id in (select plant_id from crushing_plant_stations)`;
  return queryRows<UsualCycle>(
    executor,
    sql`with spaced as (
          select machine_id, extract(epoch from at - lag(at) over (partition by machine_id order by at)) as seconds from (${events(gapClass, from, to)}) e
        ), usual as (
          select machine_id, percentile_cont(0.5) within group (order by seconds)::float8 as cycle_seconds
          from spaced where seconds between 60 and 14400 group by machine_id having count(*) >= ${MIN_SPACINGS}
        )
        select m.machine_id, m.name, u.cycle_seconds from (${machines}) m join usual u on u.machine_id = m.machine_id order by m.name, m.machine_id`,
  );
}

/** The times of each machine's events within the window, in order. */
export async function eventTimes(executor: Executor, gapClass: GapClass, window: Window): Promise<{ machine_id: number; at: Date }[]> {
  const rows = await queryRows<{ machine_id: number; at: string | Date }>(
    executor,
    sql`select machine_id, at from (${events(gapClass, sql`${window.from.toISOString()}::timestamptz`, sql`${window.to.toISOString()}::timestamptz`)}) e order by machine_id, at`,
  );
  return rows.map((row) => ({ machine_id: row.machine_id, at: new Date(row.at) }));
}

/** The recorded stops of the class's machines that touch the window, as time ranges. */
export async function recordedStops(executor: Executor, gapClass: GapClass, window: Window): Promise<{ machine_id: number; from: Date; to: Date }[]> {
  const to = window.to.toISOString();
  const rows = await queryRows<{ machine_id: number; started_at: string | Date; ended_at: string | Date }>(
    executor,
    sql`select coalesce(s.vehicle_id, s.plant_id) as machine_id, s.started_at, coalesce(s.ended_at, ${to}::timestamptz) as ended_at from stops s
        where s.equipment_class = ${gapClass} and tstzrange(s.started_at, s.ended_at, '[)') && tstzrange(${window.from.toISOString()}::timestamptz, ${to}::timestamptz, '[)')`,
  );
  return rows.map((row) => ({ machine_id: row.machine_id, from: new Date(row.started_at), to: new Date(row.ended_at) }));
}
