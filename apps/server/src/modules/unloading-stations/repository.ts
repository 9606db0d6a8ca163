/** Queries on unloading stations. */
import type { UnloadingStation, UnloadingStationValues } from '@weighbridge/contract/unloading-stations';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { insertReturningIds } from '../../db/insert-rows.js';
import { unloadingStations } from '../../db/tables/unloading-stations.js';

type UnloadingStationRow = typeof unloadingStations.$inferInsert;

function selectUnloadingStationItems(executor: Executor) {
  return executor
    .select({
      station_id: unloadingStations.id,
      area_name: unloadingStations.areaName,
      capacity: unloadingStations.capacity,
      status: sql<UnloadingStation['status']>`${unloadingStations.status}`,
      station_type: unloadingStations.stationType,
    })
    .from(unloadingStations);
}

export function listUnloadingStationItems(executor: Executor): Promise<UnloadingStation[]> {
  return selectUnloadingStationItems(executor).orderBy(unloadingStations.areaName, unloadingStations.id);
}

export async function findUnloadingStationItem(executor: Executor, id: number): Promise<UnloadingStation | undefined> {
  const [item] = await selectUnloadingStationItems(executor).where(eq(unloadingStations.id, id));
  return item;
}

/** Reads a station and locks its row until the transaction ends, so that the audit's before is what the change replaced. */
export async function lockUnloadingStationItem(executor: Executor, id: number): Promise<UnloadingStation | undefined> {
  const [item] = await selectUnloadingStationItems(executor).where(eq(unloadingStations.id, id)).for('update');
  return item;
}

/** The body speaks camel case (areaName), as the spec spells it; station_type is never entered. */
function toRow(values: UnloadingStationValues): UnloadingStationRow {
  return { areaName: values.areaName, capacity: values.capacity, status: values.status };
}

export async function insertUnloadingStation(executor: Executor, values: UnloadingStationValues): Promise<number> {
  const [id] = await insertUnloadingStations(executor, [values]);
  return id!;
}

/** Several by one statement; their ids in the order of `values`. */
export function insertUnloadingStations(executor: Executor, values: readonly UnloadingStationValues[]): Promise<number[]> {
  return insertReturningIds(executor, unloadingStations, values, toRow);
}

export async function updateUnloadingStation(executor: Executor, id: number, values: UnloadingStationValues): Promise<void> {
  await executor.update(unloadingStations).set(toRow(values)).where(eq(unloadingStations.id, id));
}

export async function deleteUnloadingStation(executor: Executor, id: number): Promise<void> {
  await executor.delete(unloadingStations).where(eq(unloadingStations.id, id));
}
