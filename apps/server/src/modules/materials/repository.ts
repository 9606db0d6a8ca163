/** Queries on the materials catalogue. */
import type { Material, MaterialValues } from '@weighbridge/contract/materials';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { insertReturningIds } from '../../db/insert-rows.js';
import { materials } from '../../db/tables/materials.js';

type MaterialRow = typeof materials.$inferInsert;

function selectMaterialItems(executor: Executor) {
  return executor
    .select({
      material_id: materials.id,
      name: materials.name,
      registration_id: materials.registrationId,
      category: materials.category,
      unit_of_measure: sql<Material['unit_of_measure']>`${materials.unitOfMeasure}`,
      density_kg_m3: materials.densityKgM3,
      price_per_unit: materials.pricePerUnit,
      description: materials.description,
    })
    .from(materials);
}

export function listMaterialItems(executor: Executor): Promise<Material[]> {
  return selectMaterialItems(executor).orderBy(materials.name, materials.id);
}

export async function findMaterialItem(executor: Executor, id: number): Promise<Material | undefined> {
  const [item] = await selectMaterialItems(executor).where(eq(materials.id, id));
  return item;
}

/** Reads a material and locks its row until the transaction ends, so that the audit's before is what the change replaced. */
export async function lockMaterialItem(executor: Executor, id: number): Promise<Material | undefined> {
  const [item] = await selectMaterialItems(executor).where(eq(materials.id, id)).for('update', { of: materials });
  return item;
}

function toRow(values: MaterialValues): MaterialRow {
  return {
    name: values.name,
    registrationId: values.registration_id,
    category: values.category,
    unitOfMeasure: values.unit_of_measure,
    densityKgM3: values.density_kg_m3,
    pricePerUnit: values.price_per_unit,
    description: values.description,
  };
}

export async function insertMaterial(executor: Executor, values: MaterialValues): Promise<number> {
  const [id] = await insertMaterials(executor, [values]);
  return id!;
}

/** Several by one statement; their ids in the order of `values`. */
export function insertMaterials(executor: Executor, values: readonly MaterialValues[]): Promise<number[]> {
  return insertReturningIds(executor, materials, values, toRow);
}

export async function updateMaterial(executor: Executor, id: number, values: MaterialValues): Promise<void> {
  await executor.update(materials).set(toRow(values)).where(eq(materials.id, id));
}

export async function deleteMaterial(executor: Executor, id: number): Promise<void> {
  await executor.delete(materials).where(eq(materials.id, id));
}
