/** The Loading Areas tab: each area's trips, its polygons, and its heaviest materials. */
import { TOP_MATERIALS_PER_AREA, type LoadingAreaReport } from '@weighbridge/contract/reports';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { rollupRows } from '../rollups/buckets.js';
import { numbers } from './counted.js';
import type { ReportPeriod } from './period.js';

/** Areas that had a trip in the period, heaviest first. */
export async function loadingAreaTotals(executor: Executor, period: ReportPeriod): Promise<LoadingAreaReport['loadingAreas']> {
  const rows = await queryRows<LoadingAreaReport['loadingAreas'][number]>(
    executor,
    sql`select a.area_name, trips.loads as total_trips, trips.vehicles as unique_vehicles, coalesce(kinds.materials, 0) as materials_processed,
               trips.weight as total_weight_kg, round(trips.weight / trips.loads, 2) as avg_load_weight_kg
        from (select r.key_a, sum(r.loads) as loads, sum(r.weight_kg) as weight, count(distinct r.key_c) filter (where r.loads > 0) as vehicles
              from ${rollupRows('area_polygon_vehicle', period)} group by r.key_a) trips
          join loading_areas a on a.loading_area_id = trips.key_a
          left join (select r.key_b, count(distinct r.key_a) as materials
                     from ${rollupRows('material_area_polygon', period)} and r.loads > 0 group by r.key_b) kinds on kinds.key_b = trips.key_a
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
        from (select r.key_a, r.key_b, sum(r.loads) as loads, sum(r.weight_kg) as weight, count(distinct r.key_c) filter (where r.loads > 0) as vehicles
              from ${rollupRows('area_polygon_vehicle', period)} and r.key_b <> 0 group by r.key_a, r.key_b) trips
          join loading_areas a on a.loading_area_id = trips.key_a
          join polygons p on p.polygon_id = trips.key_b
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
          select a.area_name, m.name as material_name, r.key_b as loaded_area_id, sum(r.loads) as transaction_count,
                 sum(r.weight_kg) as total_weight_kg,
                 sum(sum(r.weight_kg)) over (partition by r.key_b) as area_weight,
                 row_number() over (partition by r.key_b order by sum(r.weight_kg) desc, m.name) as rank
          from (select * from ${rollupRows('material_area_polygon', period)}) r
            join loading_areas a on a.loading_area_id = r.key_b
            join materials m on m.material_id = r.key_a
          group by r.key_b, a.area_name, r.key_a, m.name
          having sum(r.loads) > 0
        ) ranked
        where rank <= ${TOP_MATERIALS_PER_AREA}
        order by area_weight desc, area_name, loaded_area_id, rank`,
  );
  return rows.map((row) => numbers(row, ['transaction_count', 'total_weight_kg']));
}
