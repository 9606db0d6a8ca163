/** Queries on loading areas. */
import type { LoadingArea, LoadingAreaValues } from '@weighbridge/contract/loading-areas';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { insertReturningIds } from '../../db/insert-rows.js';
import { loadingAreas } from '../../db/tables/loading-areas.js';

type LoadingAreaRow = typeof loadingAreas.$inferInsert;

function selectLoadingAreaItems(executor: Executor) {
  return executor
    .select({
      loading_area_id: loadingAreas.id,
      area_name: loadingAreas.areaName,
      description: loadingAreas.description,
      status: sql<LoadingArea['status']>`${loadingAreas.status}`,
    })
    .from(loadingAreas);
}

export function listLoadingAreaItems(executor: Executor): Promise<LoadingArea[]> {
  return selectLoadingAreaItems(executor).orderBy(loadingAreas.areaName, loadingAreas.id);
}

export async function findLoadingAreaItem(executor: Executor, id: number): Promise<LoadingArea | undefined> {
  const [item] = await selectLoadingAreaItems(executor).where(eq(loadingAreas.id, id));
  return item;
}

/** Reads a loading area and locks its row until the transaction ends, so that the audit's before is what the change replaced. */
export async function lockLoadingAreaItem(executor: Executor, id: number): Promise<LoadingArea | undefined> {
  const [item] = await selectLoadingAreaItems(executor).where(eq(loadingAreas.id, id)).for('update');
  return item;
}

function toRow(values: LoadingAreaValues): LoadingAreaRow {
  return { areaName: values.area_name, description: values.description, status: values.status };
}

export async function insertLoadingArea(executor: Executor, values: LoadingAreaValues): Promise<number> {
  const [id] = await insertLoadingAreas(executor, [values]);
  return id!;
}

/** Several by one statement; their ids in the order of `values`. */
export function insertLoadingAreas(executor: Executor, values: readonly LoadingAreaValues[]): Promise<number[]> {
  return insertReturningIds(executor, loadingAreas, values, toRow);
}

export async function updateLoadingArea(executor: Executor, id: number, values: LoadingAreaValues): Promise<void> {
  await executor.update(loadingAreas).set(toRow(values)).where(eq(loadingAreas.id, id));
}

export async function deleteLoadingArea(executor: Executor, id: number): Promise<void> {
  await executor.delete(loadingAreas).where(eq(loadingAreas.id, id));
}
