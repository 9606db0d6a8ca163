/**
 * The Material Flow tab: each material's loads, and where they came from and went to. Rows are grouped
 * by the ids on the tickets, named as the catalogues name them now.
 */
import type { MaterialReport } from '@weighbridge/contract/reports';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { countedLoads, numbers } from './counted.js';
import type { ReportPeriod } from './period.js';

export async function materialSummary(executor: Executor, period: ReportPeriod): Promise<MaterialReport['materialSummary']> {
  const rows = await queryRows<MaterialReport['materialSummary'][number]>(
    executor,
    sql`select m.name as material_name, count(*) as total_transactions, sum(d.material_weight_kg) as total_weight_kg,
               round(avg(d.material_weight_kg), 2) as avg_weight_kg, min(d.material_weight_kg) as min_weight_kg,
               max(d.material_weight_kg) as max_weight_kg
        from scale_documents d join materials m on m.material_id = d.material_id
        where ${countedLoads(period)}
        group by d.material_id, m.name
        order by total_weight_kg desc, m.name`,
  );
  return rows.map((row) => numbers(row, ['total_transactions', 'total_weight_kg', 'avg_weight_kg', 'min_weight_kg', 'max_weight_kg']));
}

/** Rows of one material stay together, the materials in the order of the summary. */
const heaviestMaterialFirst = sql`sum(sum(d.material_weight_kg)) over (partition by d.material_id) desc, m.name, d.material_id`;

export async function materialByLoadingArea(executor: Executor, period: ReportPeriod): Promise<MaterialReport['byLoadingArea']> {
  const rows = await queryRows<MaterialReport['byLoadingArea'][number]>(
    executor,
    sql`select m.name as material_name, a.area_name as loading_area, p.registration_id as polygon_code,
               count(*) as transaction_count, sum(d.material_weight_kg) as total_weight_kg
        from scale_documents d
          join materials m on m.material_id = d.material_id
          join loading_areas a on a.loading_area_id = d.loaded_area_id
          left join polygons p on p.polygon_id = d.polygon_id
        where ${countedLoads(period)}
        group by d.material_id, m.name, d.loaded_area_id, a.area_name, d.polygon_id, p.registration_id
        order by ${heaviestMaterialFirst}, total_weight_kg desc, a.area_name, p.registration_id`,
  );
  return rows.map((row) => numbers(row, ['transaction_count', 'total_weight_kg']));
}

export async function materialByDestination(executor: Executor, period: ReportPeriod): Promise<MaterialReport['byDestination']> {
  const rows = await queryRows<MaterialReport['byDestination'][number]>(
    executor,
    sql`select m.name as material_name, s.area_name as destination, count(*) as transaction_count,
               sum(d.material_weight_kg) as total_weight_kg
        from scale_documents d
          join materials m on m.material_id = d.material_id
          left join unloading_stations s on s.station_id = d.unloading_station_id
        where ${countedLoads(period)}
        group by d.material_id, m.name, d.unloading_station_id, s.area_name
        order by ${heaviestMaterialFirst}, total_weight_kg desc, s.area_name`,
  );
  return rows.map((row) => numbers(row, ['transaction_count', 'total_weight_kg']));
}
