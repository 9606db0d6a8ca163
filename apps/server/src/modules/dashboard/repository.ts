/**
 * Queries of the dashboard. Each counts the documents the statistics cards count (completed, not voided,
 * weighed in the period) with the conditions of the weighing history, so that every figure agrees.
 */
import type { MaterialInsight, PolygonInsight, TripCountItem } from '@weighbridge/contract/dashboard';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { documentConditions } from '../scale-documents/repository.js';

export type Period = { startDate?: string | undefined; endDate?: string | undefined; timeZone: string };

/** The completed load documents of the period (alias d), as `documentStats` counts them. */
function countedDocuments(period: Period): SQL {
  return sql.join([...documentConditions(period), sql`d.status = 'completed'`], sql` and `);
}

/** Both engines answer count(*) as text or bigint and numeric as text; the API speaks numbers. */
const numbers = <Row extends Record<string, unknown>>(row: Row, fields: readonly (keyof Row)[]): Row => {
  const converted: Record<string, unknown> = { ...row };
  for (const field of fields) converted[field as string] = Number(row[field]);
  return converted as Row;
};

export async function materialInsights(executor: Executor, period: Period): Promise<MaterialInsight[]> {
  const rows = await queryRows<MaterialInsight>(
    executor,
    sql`select d.material_id, m.name as material_name, count(*) as transaction_count,
               sum(d.material_weight_kg) as total_weight_kg, round(avg(d.material_weight_kg), 2) as avg_weight_kg
        from scale_documents d join materials m on m.material_id = d.material_id
        where ${countedDocuments(period)}
        group by d.material_id, m.name
        order by total_weight_kg desc, m.name`,
  );
  return rows.map((row) => numbers(row, ['transaction_count', 'total_weight_kg', 'avg_weight_kg']));
}

/** Loads weighed without a polygon are in no polygon's figures. */
export async function polygonInsights(executor: Executor, period: Period): Promise<PolygonInsight[]> {
  const rows = await queryRows<PolygonInsight>(
    executor,
    sql`select d.polygon_id, p.area_name as polygon_name, p.registration_id as polygon_code,
               a.area_name as loading_area_name, count(*) as transaction_count,
               sum(d.material_weight_kg) as total_weight_kg
        from scale_documents d
          join polygons p on p.polygon_id = d.polygon_id
          join loading_areas a on a.loading_area_id = p.loading_area_id
        where ${countedDocuments(period)}
        group by d.polygon_id, p.area_name, p.registration_id, a.area_name
        order by total_weight_kg desc, p.registration_id`,
  );
  return rows.map((row) => numbers(row, ['transaction_count', 'total_weight_kg']));
}

/**
 * Trips per vehicle in the period: every vehicle that made one, and every active vehicle even without
 * any, so that an idle truck shows up as 0 rather than not at all.
 */
export async function vehicleTripCounts(executor: Executor, period: Period): Promise<TripCountItem[]> {
  const rows = await queryRows<TripCountItem>(
    executor,
    sql`select v.vehicle_id, v.registration_number, v.brand, v.model, v.status, count(d.document_id) as trip_count
        from vehicles v left join scale_documents d on d.vehicle_id = v.vehicle_id and ${countedDocuments(period)}
        group by v.vehicle_id
        having count(d.document_id) > 0 or v.status = 'active'
        order by trip_count desc, v.registration_number`,
  );
  return rows.map((row) => numbers(row, ['trip_count']));
}
