/** Unloading stations: a station that scale documents use as a destination is not deleted. */
import type { UnloadingStation, UnloadingStationValues } from '@weighbridge/contract/unloading-stations';
import type { Db, Tx } from '../../db/database.js';
import { violatedForeignKey } from '../../db/constraint-violations.js';
import { AppError } from '../../lib/errors.js';
import type { Actor } from '../../lib/actor.js';
import { recordChange } from '../../db/audit-log.js';
import {
  deleteUnloadingStation as deleteUnloadingStationRow,
  findUnloadingStationItem,
  insertUnloadingStation,
  listUnloadingStationItems,
  lockUnloadingStationItem,
  updateUnloadingStation as updateUnloadingStationRow,
} from './repository.js';

const ENTITY = 'unloading_station';

export function listUnloadingStations(db: Db): Promise<UnloadingStation[]> {
  return listUnloadingStationItems(db);
}

export async function getUnloadingStation(db: Db, id: number): Promise<UnloadingStation> {
  return (await findUnloadingStationItem(db, id)) ?? notFound();
}

export async function createUnloadingStation(db: Db, values: UnloadingStationValues, actor: Actor): Promise<UnloadingStation> {
  return db.transaction(async (tx) => {
    const id = await insertUnloadingStation(tx, values);
    const after = await readBack(tx, id);
    await recordChange(tx, actor, { action: 'unloading_station.create', entityType: ENTITY, entityId: id, before: null, after });
    return after;
  });
}

export async function updateUnloadingStation(
  db: Db,
  id: number,
  values: UnloadingStationValues,
  actor: Actor,
): Promise<UnloadingStation> {
  return db.transaction(async (tx) => {
    const before = (await lockUnloadingStationItem(tx, id)) ?? notFound();
    await updateUnloadingStationRow(tx, id, values);
    const after = await readBack(tx, id);
    await recordChange(tx, actor, { action: 'unloading_station.update', entityType: ENTITY, entityId: id, before, after });
    return after;
  });
}

export async function deleteUnloadingStation(db: Db, id: number, actor: Actor): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = (await lockUnloadingStationItem(tx, id)) ?? notFound();
      await deleteUnloadingStationRow(tx, id);
      await recordChange(tx, actor, { action: 'unloading_station.delete', entityType: ENTITY, entityId: id, before, after: null });
    });
  } catch (error) {
    if (violatedForeignKey(error)) throw new AppError('CONFLICT', 'Unloading station is used in scale documents and cannot be deleted');
    throw error;
  }
}

async function readBack(tx: Tx, id: number): Promise<UnloadingStation> {
  const item = await findUnloadingStationItem(tx, id);
  if (!item) throw new Error(`unloading station ${id} vanished within its own transaction`);
  return item;
}

function notFound(): never {
  throw new AppError('NOT_FOUND', 'Unloading station not found');
}
