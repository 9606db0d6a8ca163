/**
 * The Material Flow tab: each material's loads, and where they came from and went to. Rows are grouped
 * by the ids on the tickets, named as the catalogues name them now.
 */
import type { MaterialReport } from '@weighbridge/contract/reports';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { rollupRows } from '../rollups/public.js';
import { numbers } from '../../db/row-numbers.js';
import type { ReportPeriod } from './period.js';

/** The lightest and heaviest load are kept in every bucket, so a period's are read with its totals. */
export async function materialSummary(executor: Executor, period: ReportPeriod): Promise<MaterialReport['materialSummary']> {
  const rows = await queryRows<MaterialReport['materialSummary'][number]>(
    executor,
    sql`select m.name as material_name, totals.loads as total_transactions, totals.weight as total_weight_kg,
               round(totals.weight / totals.loads, 2) as avg_weight_kg, totals.min_kg as min_weight_kg, totals.max_kg as max_weight_kg
        from (select r.material_id, sum(r.loads) as loads, sum(r.weight_kg) as weight, min(r.min_kg) as min_kg, max(r.max_kg) as max_kg
              from ${rollupRows('material', period)} group by r.material_id) totals
          join materials m on m.material_id = totals.material_id
        where totals.loads > 0
        order by total_weight_kg desc, m.name`,
  );
  return rows.map((row) => numbers(row, ['total_transactions', 'total_weight_kg', 'avg_weight_kg', 'min_weight_kg', 'max_weight_kg']));
}

/** Rows of one material stay together, the materials in the order of the summary. */
const heaviestMaterialFirst = sql`sum(sum(r.weight_kg)) over (partition by r.material_id) desc, m.name, r.material_id`;

/** Each material by loading area and polygon; loads without a polygon are a row of their own. */
export async function materialByLoadingArea(executor: Executor, period: ReportPeriod): Promise<MaterialReport['byLoadingArea']> {
  const rows = await queryRows<MaterialReport['byLoadingArea'][number]>(
    executor,
    sql`select m.name as material_name, a.area_name as loading_area, p.registration_id as polygon_code,
               sum(r.loads) as transaction_count, sum(r.weight_kg) as total_weight_kg
        from ${rollupRows('material_area_polygon', period)}
          join materials m on m.material_id = r.material_id
          join loading_areas a on a.loading_area_id = r.loading_area_id
          left join polygons p on p.polygon_id = nullif(r.polygon_id, 0)
        group by r.material_id, m.name, r.loading_area_id, a.area_name, r.polygon_id, p.registration_id
        having sum(r.loads) > 0
        order by ${heaviestMaterialFirst}, total_weight_kg desc, a.area_name, p.registration_id`,
  );
  return rows.map((row) => numbers(row, ['transaction_count', 'total_weight_kg']));
}

export async function materialByDestination(executor: Executor, period: ReportPeriod): Promise<MaterialReport['byDestination']> {
  const rows = await queryRows<MaterialReport['byDestination'][number]>(
    executor,
    sql`select m.name as material_name, s.area_name as destination, sum(r.loads) as transaction_count,
               sum(r.weight_kg) as total_weight_kg
        from ${rollupRows('material_station', period)}
          join materials m on m.material_id = r.material_id
          left join unloading_stations s on s.station_id = nullif(r.station_id, 0)
        group by r.material_id, m.name, r.station_id, s.area_name
        having sum(r.loads) > 0
        order by ${heaviestMaterialFirst}, total_weight_kg desc, s.area_name`,
  );
  return rows.map((row) => numbers(row, ['transaction_count', 'total_weight_kg']));
}
