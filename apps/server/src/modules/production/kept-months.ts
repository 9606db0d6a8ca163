/**
 * The shift logs' and outputs' sums over production days, read from the months kept by plant (shift_log_months,
 * shift_output_months) where a period holds a month whole, and from the logs themselves for its ragged months, by
 * the same SQL functions that keep the months (drizzle/0042_shift_months.sql and 0043_shift_log_windows.sql): a
 * year reads some 500 rows, not 20,000 logs and 40,000 outputs.
 */
import { daysAfter } from '@weighbridge/contract/date-ranges';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database.js';

/** Production days [first, last]: whole months (first on the 1st, last on a month's last day), or days within one month. */
export type Piece = { first: string; last: string; whole: boolean };

const monthEnd = (day: string) => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return daysAfter(next, -1);
};

/** The days [first, last] as their ragged ends and the whole months between. */
export function monthPieces(first: string, last: string): Piece[] {
  const pieces: Piece[] = [];
  let start = first;
  while (start <= last) {
    let end = monthEnd(start);
    const whole = start.endsWith('-01') && end <= last;
    if (whole) while (monthEnd(daysAfter(end, 1)) <= last) end = monthEnd(daysAfter(end, 1));
    const piece = { first: start, last: whole ? end : end < last ? end : last, whole };
    pieces.push(piece);
    start = daysAfter(piece.last, 1);
  }
  return pieces;
}

type Days = { from: string; to: string; plantId?: number | undefined };

/** The rows of the kept months table, or of its function for a ragged piece, with the piece's columns. */
function rowsOf(table: 'shift_log_months' | 'shift_output_months', piece: Piece, plantId: number | undefined, columns: SQL): SQL {
  if (!piece.whole) {
    const totals = sql.raw(table === 'shift_log_months' ? 'shift_log_month_totals' : 'shift_output_month_totals');
    return sql`select ${columns} from ${totals}(${piece.first}::date, ${piece.last}::date, ${plantId ?? null}::int) k`;
  }
  const plant = plantId === undefined ? sql`` : sql` and k.plant_id = ${plantId}`;
  return sql`select ${columns} from ${sql.raw(table)} k where k.month between ${piece.first}::date and ${piece.last}::date${plant}`;
}

/**
 * A plant's logs of the days added up as they are stored, as table t: their count, running hours, energy and typed
 * feed; the union of their shift windows (`windows`); and how many have a typed feed and how many no energy.
 */
export function storedLogTotals(days: Days): SQL {
  const columns = sql`k.plant_id, k.logs, k.running_hours, k.energy_kwh, k.typed_tons, k.windows, k.typed_logs, k.logs_without_energy`;
  const rows = sql.join(
    monthPieces(days.from, days.to).map((piece) => rowsOf('shift_log_months', piece, days.plantId, columns)),
    sql` union all `,
  );
  return sql`(select k.plant_id, sum(k.logs)::int as logs, sum(k.running_hours)::float8 as running_hours, sum(k.energy_kwh)::float8 as energy_kwh,
      sum(k.typed_tons)::float8 as typed_tons, range_agg(k.windows) as windows, sum(k.typed_logs)::int as typed_logs,
      sum(k.logs_without_energy)::int as logs_without_energy
      from (${rows}) k group by k.plant_id) t`;
}

/**
 * The logs' output tons by plant, product, pile and month of their production day ('YYYY-MM'), over the production
 * days [from, to] and, when the year of `to` starts before `from`, its days before them too (marked outside the
 * period): what the period's sums, its months, its piles, and the month and year to date are added up from.
 */
export type OutputRow = { plant_id: number; material_id: number; material_name: string; stockpile_id: number | null; month: string; in_period: boolean; tons: number };

export async function outputRows(executor: Executor, days: Days): Promise<OutputRow[]> {
  const yearStart = `${days.to.slice(0, 4)}-01-01`;
  const before = yearStart < days.from ? monthPieces(yearStart, daysAfter(days.from, -1)) : [];
  const pieces = [...before.map((piece) => ({ piece, inPeriod: false })), ...monthPieces(days.from, days.to).map((piece) => ({ piece, inPeriod: true }))];
  const rows = sql.join(
    pieces.map(({ piece, inPeriod }) => rowsOf('shift_output_months', piece, days.plantId, sql`k.plant_id, k.material_id, k.stockpile_id, k.month, k.tons, ${sql.raw(String(inPeriod))} as in_period`)),
    sql` union all `,
  );
  return queryRows<OutputRow>(
    executor,
    sql`select k.plant_id, k.material_id, m.name as material_name, nullif(k.stockpile_id, 0) as stockpile_id, to_char(k.month, 'YYYY-MM') as month, k.in_period,
          k.tons::float8 as tons
        from (${rows}) k join materials m on m.material_id = k.material_id`,
  );
}
