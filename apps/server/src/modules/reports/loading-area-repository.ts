/** The Loading Areas tab: each area's trips, its polygons, and its heaviest materials. */
import { type LoadingAreaReport, TOP_MATERIALS_PER_AREA } from '@weighbridge/contract/reports';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { countedLoads, numbers } from './counted.js';
import type { ReportPeriod } from './period.js';

/** Areas that had a trip in the period, heaviest first. */
export async function loadingAreaTotals(executor: Executor, period: ReportPeriod): Promise<LoadingAreaReport['loadingAreas']> {
  const rows = await queryRows<LoadingAreaReport['loadingAreas'][number]>(
    executor,
    sql`select a.area_name, count(*) as total_trips, count(distinct d.vehicle_id) as unique_vehicles,
               count(distinct d.material_id) as materials_processed, sum(d.material_weight_kg) as total_weight_kg,
               round(avg(d.material_weight_kg), 2) as avg_load_weight_kg
        from scale_documents d join loading_areas a on a.loading_area_id = d.loaded_area_id
        where ${countedLoads(period)}
        group by d.loaded_area_id, a.area_name
        order by total_weight_kg desc, a.area_name`,
  );
  return rows.map((row) => numbers(row, ['total_trips', 'unique_vehicles', 'materials_processed', 'total_weight_kg', 'avg_load_weight_kg']));
}

export async function polygonDetails(executor: Executor, period: ReportPeriod): Promise<LoadingAreaReport['polygonDetails']> {
  const rows = await queryRows<LoadingAreaReport['polygonDetails'][number]>(
    executor,
    sql`select a.area_name, p.registration_id as polygon_code, count(*) as trips, count(distinct d.vehicle_id) as vehicles,
               sum(d.material_weight_kg) as weight, round(avg(d.material_weight_kg), 2) as average
        from scale_documents d
          join loading_areas a on a.loading_area_id = d.loaded_area_id
          join polygons p on p.polygon_id = d.polygon_id
        where ${countedLoads(period)}
        group by d.loaded_area_id, a.area_name, d.polygon_id, p.registration_id
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
          select a.area_name, m.name as material_name, d.loaded_area_id, count(*) as transaction_count,
                 sum(d.material_weight_kg) as total_weight_kg,
                 sum(sum(d.material_weight_kg)) over (partition by d.loaded_area_id) as area_weight,
                 row_number() over (partition by d.loaded_area_id order by sum(d.material_weight_kg) desc, m.name) as rank
          from scale_documents d
            join loading_areas a on a.loading_area_id = d.loaded_area_id
            join materials m on m.material_id = d.material_id
          where ${countedLoads(period)}
          group by d.loaded_area_id, a.area_name, d.material_id, m.name
        ) ranked
        where rank <= ${TOP_MATERIALS_PER_AREA}
        order by area_weight desc, area_name, loaded_area_id, rank`,
  );
  return rows.map((row) => numbers(row, ['transaction_count', 'total_weight_kg']));
}
