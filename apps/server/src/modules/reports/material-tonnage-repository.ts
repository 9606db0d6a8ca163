/**
 * Tonnage of each material by site month, for the Monthly and Annual Material Reports. Both reports add
 * up the same rows, so a year of the annual report is the sum of the monthly report's twelve months.
 */
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';
import { rollupRows } from '../rollups/public.js';
import { numbers } from '../../db/row-numbers.js';

export type MonthTonnage = {
  material_id: number;
  material_name: string;
  year: number;
  month: number;
  /** Net kg, exact to the cent as stored. */
  weight_kg: number;
  transactions: number;
};

export type TonnageFilter = { startYear: number; endYear: number; materialIds: number[] };

export async function monthlyTonnage(executor: Executor, filter: TonnageFilter): Promise<MonthTonnage[]> {
  const period = { startDate: `${filter.startYear}-01-01`, endDate: `${filter.endYear}-12-31` };
  const chosen = filter.materialIds.length ? [sql`r.material_id in (${sql.join(filter.materialIds.map((id) => sql`${id}`), sql`, `)})`] : [];
  const rows = await queryRows<MonthTonnage>(
    executor,
    sql`select r.material_id, m.name as material_name, extract(year from r.bucket) as year,
               extract(month from r.bucket) as month, sum(r.weight_kg) as weight_kg, sum(r.loads) as transactions
        from ${rollupRows('material', period, { coarsest: 'month', where: chosen })} join materials m on m.material_id = r.material_id
        group by r.material_id, m.name, 3, 4
        having sum(r.loads) > 0
        order by m.name, r.material_id, 3, 4`,
  );
  return rows.map((row) => numbers(row, ['year', 'month', 'weight_kg', 'transactions']));
}

/** The names of chosen materials, so that a chosen material without loads still gets its line. */
export async function materialNames(executor: Executor, materialIds: number[]): Promise<{ material_id: number; material_name: string }[]> {
  if (!materialIds.length) return [];
  return queryRows(
    executor,
    sql`select material_id, name as material_name from materials
        where material_id in (${sql.join(materialIds.map((id) => sql`${id}`), sql`, `)})
        order by name, material_id`,
  );
}
