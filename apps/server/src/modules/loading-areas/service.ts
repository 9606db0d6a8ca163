/** Loading areas: an area that still has polygons, or that scale documents use, is not deleted. */
import type { LoadingArea, LoadingAreaValues } from '@weighbridge/contract/loading-areas';
import type { Db, Tx } from '../../db/database.js';
import { violatedForeignKey } from '../../db/constraint-violations.js';
import { AppError } from '../../lib/errors.js';
import type { Actor } from '../../lib/actor.js';
import { recordChange } from '../../db/audit-log.js';
import {
  deleteLoadingArea as deleteLoadingAreaRow,
  findLoadingAreaItem,
  insertLoadingArea,
  listLoadingAreaItems,
  lockLoadingAreaItem,
  updateLoadingArea as updateLoadingAreaRow,
} from './repository.js';
import { POLYGONS_LOADING_AREA_FK } from '../../db/tables/loading-areas.js';

const ENTITY = 'loading_area';

export function listLoadingAreas(db: Db): Promise<LoadingArea[]> {
  return listLoadingAreaItems(db);
}

export async function getLoadingArea(db: Db, id: number): Promise<LoadingArea> {
  return (await findLoadingAreaItem(db, id)) ?? notFound();
}

export async function createLoadingArea(db: Db, values: LoadingAreaValues, actor: Actor): Promise<LoadingArea> {
  return db.transaction(async (tx) => {
    const id = await insertLoadingArea(tx, values);
    const after = await readBack(tx, id);
    await recordChange(tx, actor, { action: 'loading_area.create', entityType: ENTITY, entityId: id, before: null, after });
    return after;
  });
}

export async function updateLoadingArea(db: Db, id: number, values: LoadingAreaValues, actor: Actor): Promise<LoadingArea> {
  return db.transaction(async (tx) => {
    const before = (await lockLoadingAreaItem(tx, id)) ?? notFound();
    await updateLoadingAreaRow(tx, id, values);
    const after = await readBack(tx, id);
    await recordChange(tx, actor, { action: 'loading_area.update', entityType: ENTITY, entityId: id, before, after });
    return after;
  });
}

/** The polygons' foreign key refuses the delete while any remain, so none can slip in meanwhile. */
export async function deleteLoadingArea(db: Db, id: number, actor: Actor): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = (await lockLoadingAreaItem(tx, id)) ?? notFound();
      await deleteLoadingAreaRow(tx, id);
      await recordChange(tx, actor, { action: 'loading_area.delete', entityType: ENTITY, entityId: id, before, after: null });
    });
  } catch (error) {
    const foreignKey = violatedForeignKey(error);
    if (foreignKey === POLYGONS_LOADING_AREA_FK) throw new AppError('CONFLICT', 'Loading area has polygons; delete them first');
    if (foreignKey) throw new AppError('CONFLICT', 'Loading area is used in scale documents and cannot be deleted');
    throw error;
  }
}

async function readBack(tx: Tx, id: number): Promise<LoadingArea> {
  const item = await findLoadingAreaItem(tx, id);
  if (!item) throw new Error(`loading area ${id} vanished within its own transaction`);
  return item;
}

function notFound(): never {
  throw new AppError('NOT_FOUND', 'Loading area not found');
}
