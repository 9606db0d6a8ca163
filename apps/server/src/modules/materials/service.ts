/** The materials catalogue: registration ids unique without regard to case; every change audited in its transaction. */
import type { Material, MaterialValues } from '@weighbridge/contract/materials';
import type { Db, Tx } from '../../db/database.js';
import { violatedForeignKey, violatedUniqueConstraint } from '../../db/constraint-violations.js';
import { AppError } from '../../lib/errors.js';
import type { Actor } from '../../lib/actor.js';
import { recordChange } from '../../db/audit-log.js';
import {
  deleteMaterial as deleteMaterialRow,
  findMaterialItem,
  insertMaterial,
  listMaterialItems,
  lockMaterialItem,
  updateMaterial as updateMaterialRow,
} from './repository.js';

const ENTITY = 'material';

export function listMaterials(db: Db): Promise<Material[]> {
  return listMaterialItems(db);
}

export async function getMaterial(db: Db, id: number): Promise<Material> {
  return (await findMaterialItem(db, id)) ?? notFound();
}

export async function createMaterial(db: Db, values: MaterialValues, actor: Actor): Promise<Material> {
  return saving(values, () =>
    db.transaction(async (tx) => {
      const id = await insertMaterial(tx, values);
      const after = await readBack(tx, id);
      await recordChange(tx, actor, { action: 'material.create', entityType: ENTITY, entityId: id, before: null, after });
      return after;
    }),
  );
}

export async function updateMaterial(db: Db, id: number, values: MaterialValues, actor: Actor): Promise<Material> {
  return saving(values, () =>
    db.transaction(async (tx) => {
      const before = (await lockMaterialItem(tx, id)) ?? notFound();
      await updateMaterialRow(tx, id, values);
      const after = await readBack(tx, id);
      await recordChange(tx, actor, { action: 'material.update', entityType: ENTITY, entityId: id, before, after });
      return after;
    }),
  );
}

/** A material that scale documents refer to is kept (their foreign key refuses the delete). */
export async function deleteMaterial(db: Db, id: number, actor: Actor): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = (await lockMaterialItem(tx, id)) ?? notFound();
      await deleteMaterialRow(tx, id);
      await recordChange(tx, actor, { action: 'material.delete', entityType: ENTITY, entityId: id, before, after: null });
    });
  } catch (error) {
    if (violatedForeignKey(error)) throw new AppError('CONFLICT', 'Material is used in scale documents and cannot be deleted');
    throw error;
  }
}

async function readBack(tx: Tx, id: number): Promise<Material> {
  const item = await findMaterialItem(tx, id);
  if (!item) throw new Error(`material ${id} vanished within its own transaction`);
  return item;
}

/** Runs a save, turning a taken registration id into a 409 that names it. */
async function saving<T>(values: MaterialValues, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'materials_registration_id_key') {
      throw new AppError('CONFLICT', `Registration ID '${values.registration_id}' is already taken`);
    }
    throw error;
  }
}

function notFound(): never {
  throw new AppError('NOT_FOUND', 'Material not found');
}
