/**
 * Polygons of loading areas: a code is unique within its area; a polygon that scale documents use is not
 * deleted. Every change is one transaction with its audit row.
 */
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import type { Polygon, PolygonValues } from '@weighbridge/contract/loading-areas';
import type { Db, Tx } from '../../db/database.js';
import { violatedForeignKey, violatedUniqueConstraint } from '../../db/constraint-violations.js';
import { AppError } from '../../lib/errors.js';
import type { Actor } from '../../lib/actor.js';
import { recordChange } from '../../db/audit-log.js';
import {
  deletePolygon as deletePolygonRow,
  findPolygonItem,
  insertPolygon,
  listPolygonItems,
  lockPolygonItem,
  updatePolygon as updatePolygonRow,
} from './polygon-repository.js';
import { POLYGONS_LOADING_AREA_FK } from '../../db/tables/loading-areas.js';

const ENTITY = 'polygon';

export function listPolygons(db: Db, loadingAreaId?: number): Promise<Polygon[]> {
  return listPolygonItems(db, loadingAreaId);
}

export async function getPolygon(db: Db, id: number): Promise<Polygon> {
  return (await findPolygonItem(db, id)) ?? notFound();
}

export async function createPolygon(db: Db, values: PolygonValues, actor: Actor): Promise<Polygon> {
  return saving(values, () =>
    db.transaction(async (tx) => {
      const id = await insertPolygon(tx, values);
      const after = await readBack(tx, id);
      await recordChange(tx, actor, { action: 'polygon.create', entityType: ENTITY, entityId: id, before: null, after });
      return after;
    }),
  );
}

export async function updatePolygon(db: Db, id: number, values: PolygonValues, actor: Actor): Promise<Polygon> {
  return saving(values, () =>
    db.transaction(async (tx) => {
      const before = (await lockPolygonItem(tx, id)) ?? notFound();
      await updatePolygonRow(tx, id, values);
      const after = await readBack(tx, id);
      await recordChange(tx, actor, { action: 'polygon.update', entityType: ENTITY, entityId: id, before, after });
      return after;
    }),
  );
}

export async function deletePolygon(db: Db, id: number, actor: Actor): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = (await lockPolygonItem(tx, id)) ?? notFound();
      await deletePolygonRow(tx, id);
      await recordChange(tx, actor, { action: 'polygon.delete', entityType: ENTITY, entityId: id, before, after: null });
    });
  } catch (error) {
    if (violatedForeignKey(error)) throw new AppError('CONFLICT', 'Polygon is used in scale documents and cannot be deleted');
    throw error;
  }
}

async function readBack(tx: Tx, id: number): Promise<Polygon> {
  const item = await findPolygonItem(tx, id);
  if (!item) throw new Error(`polygon ${id} vanished within its own transaction`);
  return item;
}

/**
 * Runs a save, turning a taken code into a 409 that names it and a missing loading area into a 400 that
 * names the field (the foreign key decides, so an area deleted meanwhile is caught too).
 */
async function saving<T>(values: PolygonValues, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'polygons_code_key') {
      throw new AppError('CONFLICT', `Polygon code '${values.registration_id}' is already taken in this loading area`);
    }
    if (violatedForeignKey(error) === POLYGONS_LOADING_AREA_FK) {
      throw new AppError('BAD_REQUEST', `${FIELD_LABELS.polygons.loading_area_id} ${values.loading_area_id} does not exist`);
    }
    throw error;
  }
}

function notFound(): never {
  throw new AppError('NOT_FOUND', 'Polygon not found');
}
