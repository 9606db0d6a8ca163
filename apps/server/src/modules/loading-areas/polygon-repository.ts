/** Queries on the polygons of loading areas. */
import type { Polygon, PolygonValues } from '@weighbridge/contract/loading-areas';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { insertReturningIds } from '../../db/insert-rows.js';
import { polygons } from '../../db/tables/loading-areas.js';

type PolygonRow = typeof polygons.$inferInsert;

function selectPolygonItems(executor: Executor) {
  return executor
    .select({
      polygon_id: polygons.id,
      loading_area_id: polygons.loadingAreaId,
      registration_id: polygons.registrationId,
      area_name: polygons.areaName,
      status: sql<Polygon['status']>`${polygons.status}`,
    })
    .from(polygons);
}

/** Every polygon, or those of one loading area. */
export function listPolygonItems(executor: Executor, loadingAreaId?: number): Promise<Polygon[]> {
  return selectPolygonItems(executor)
    .where(loadingAreaId === undefined ? undefined : eq(polygons.loadingAreaId, loadingAreaId))
    .orderBy(polygons.registrationId, polygons.id);
}

export async function findPolygonItem(executor: Executor, id: number): Promise<Polygon | undefined> {
  const [item] = await selectPolygonItems(executor).where(eq(polygons.id, id));
  return item;
}

/** Reads a polygon and locks its row until the transaction ends, so that the audit's before is what the change replaced. */
export async function lockPolygonItem(executor: Executor, id: number): Promise<Polygon | undefined> {
  const [item] = await selectPolygonItems(executor).where(eq(polygons.id, id)).for('update');
  return item;
}

function toRow(values: PolygonValues): PolygonRow {
  return {
    loadingAreaId: values.loading_area_id,
    registrationId: values.registration_id,
    areaName: values.area_name,
    status: values.status,
  };
}

export async function insertPolygon(executor: Executor, values: PolygonValues): Promise<number> {
  const [id] = await insertPolygons(executor, [values]);
  return id!;
}

/** Several by one statement; their ids in the order of `values`. */
export function insertPolygons(executor: Executor, values: readonly PolygonValues[]): Promise<number[]> {
  return insertReturningIds(executor, polygons, values, toRow);
}

export async function updatePolygon(executor: Executor, id: number, values: PolygonValues): Promise<void> {
  await executor.update(polygons).set(toRow(values)).where(eq(polygons.id, id));
}

export async function deletePolygon(executor: Executor, id: number): Promise<void> {
  await executor.delete(polygons).where(eq(polygons.id, id));
}
