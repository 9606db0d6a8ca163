/** The Loading Areas tab: each area's trips, its polygons, and its heaviest materials. */
import { TOP_MATERIALS_PER_AREA, type LoadingAreaReport } from '@weighbridge/contract/reports';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { rollupRows } from '../rollups/public.js';
import { numbers } from '../../db/row-numbers.js';
import type { ReportPeriod } from './period.js';

/** Areas that had a trip in the period, heaviest first. */
export async function loadingAreaTotals(executor: Executor, period: ReportPeriod): Promise<LoadingAreaReport['loadingAreas']> {
  const rows = await queryRows<LoadingAreaReport['loadingAreas'][number]>(
    executor,
    sql`select a.area_name, trips.loads as total_trips, trips.vehicles as unique_vehicles, coalesce(kinds.materials, 0) as materials_processed,
               trips.weight as total_weight_kg, round(trips.weight / trips.loads, 2) as avg_load_weight_kg
        from (select r.loading_area_id, sum(r.loads) as loads, sum(r.weight_kg) as weight, count(distinct r.vehicle_id) filter (where r.loads > 0) as vehicles
              from ${rollupRows('area_polygon_vehicle', period)} group by r.loading_area_id) trips
          join loading_areas a on a.loading_area_id = trips.loading_area_id
          left join (select r.loading_area_id, count(distinct r.material_id) as materials
                     from ${rollupRows('material_area_polygon', period, { where: [sql`r.loads > 0`] })} group by r.loading_area_id) kinds
            on kinds.loading_area_id = trips.loading_area_id
        where trips.loads > 0
        order by total_weight_kg desc, a.area_name`,
  );
  return rows.map((row) => numbers(row, ['total_trips', 'unique_vehicles', 'materials_processed', 'total_weight_kg', 'avg_load_weight_kg']));
}

export async function polygonDetails(executor: Executor, period: ReportPeriod): Promise<LoadingAreaReport['polygonDetails']> {
  const rows = await queryRows<LoadingAreaReport['polygonDetails'][number]>(
    executor,
    sql`select a.area_name, p.registration_id as polygon_code, trips.loads as trips, trips.vehicles,
               trips.weight, round(trips.weight / trips.loads, 2) as average
        from (select r.loading_area_id, r.polygon_id, sum(r.loads) as loads, sum(r.weight_kg) as weight,
                     count(distinct r.vehicle_id) filter (where r.loads > 0) as vehicles
              from ${rollupRows('area_polygon_vehicle', period, { where: [sql`r.polygon_id <> 0`] })} group by r.loading_area_id, r.polygon_id) trips
          join loading_areas a on a.loading_area_id = trips.loading_area_id
          join polygons p on p.polygon_id = trips.polygon_id
        where trips.loads > 0
        order by weight desc, a.area_name, p.registration_id`,
  );
  return rows.map((row) => numbers(row, ['trips', 'vehicles', 'weight', 'average']));
}

/** The areas in the order of their total weight, each with its heaviest materials. */
export async function topMaterialsByArea(executor: Executor, period: ReportPeriod): Promise<LoadingAreaReport['topMaterialsByArea']> {
  const rows = await queryRows<LoadingAreaReport['topMaterialsByArea'][number]>(
    executor,
    sql`select area_name, material_name, transaction_count, total_weight_kg
        from (
          select a.area_name, m.name as material_name, r.loading_area_id as loaded_area_id, sum(r.loads) as transaction_count,
                 sum(r.weight_kg) as total_weight_kg,
                 sum(sum(r.weight_kg)) over (partition by r.loading_area_id) as area_weight,
                 row_number() over (partition by r.loading_area_id order by sum(r.weight_kg) desc, m.name) as rank
          from ${rollupRows('material_area_polygon', period)}
            join loading_areas a on a.loading_area_id = r.loading_area_id
            join materials m on m.material_id = r.material_id
          group by r.loading_area_id, a.area_name, r.material_id, m.name
          having sum(r.loads) > 0
        ) ranked
        where rank <= ${TOP_MATERIALS_PER_AREA}
        order by area_weight desc, area_name, loaded_area_id, rank`,
  );
  return rows.map((row) => numbers(row, ['transaction_count', 'total_weight_kg']));
}
