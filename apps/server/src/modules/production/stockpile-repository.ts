/**
 * The stockpiles' queries: the balances of a period from the movements (each transfer counted out of one
 * pile and into the other), a pile's book balance at the end of a day, a product's weighed outbound loads,
 * and the writes of movements.
 */
import type { Movement, ProductOutbound, StockpileBalance } from '@weighbridge/contract/stockpiles';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Executor, queryRows, type Tx } from '../../db/database.js';
import { stockpileMovements } from '../../db/tables/production.js';
import { countedDocument, scaleDocuments } from '../../db/tables/scale-documents.js';

/** Every movement as it changes one pile: a transfer twice, out of its pile and into the other. */
const SIGNED_MOVEMENTS = sql`
  select stockpile_id as pile, kind, tons, moved_on,
    case kind when 'out' then -tons when 'transfer' then -tons else tons end as delta
  from stockpile_movements
  union all
  select to_stockpile_id, 'transfer_in', tons, moved_on, tons from stockpile_movements where kind = 'transfer'`;

/** The piles' balances over the days [from, to]: before, by kind within, and after. */
export async function balances(executor: Executor, from: string, to: string): Promise<StockpileBalance[]> {
  const within = (kind: string) => sql`coalesce(sum(m.tons) filter (where m.kind = ${kind} and m.moved_on between ${from}::date and ${to}::date), 0)::float8`;
  return queryRows<StockpileBalance>(
    executor,
    sql`select s.stockpile_id, s.material_id, p.name as material_name, p.size_from_mm::float8 as size_from_mm, p.size_to_mm::float8 as size_to_mm,
          s.place, s.opening_tons::float8 as opening_tons, to_char(s.opening_date, 'YYYY-MM-DD') as opening_date,
          (s.opening_tons + coalesce(sum(m.delta) filter (where m.moved_on < ${from}::date), 0))::float8 as start_tons,
          ${within('in')} as received_tons, ${within('out')} as dispatched_tons, ${within('transfer_in')} as transferred_in_tons,
          ${within('transfer')} as transferred_out_tons, coalesce(sum(m.delta) filter (where m.kind = 'adjustment' and m.moved_on between ${from}::date and ${to}::date), 0)::float8 as adjusted_tons,
          (s.opening_tons + coalesce(sum(m.delta) filter (where m.moved_on <= ${to}::date), 0))::float8 as end_tons
        from stockpiles s join materials p on p.material_id = s.material_id left join (${SIGNED_MOVEMENTS}) m on m.pile = s.stockpile_id
        group by s.stockpile_id, p.material_id
        order by p.name, s.place, s.stockpile_id`,
  );
}

/** A pile's book balance at the end of a day. */
export async function bookBalance(executor: Executor, stockpileId: number, day: string): Promise<number> {
  const [row] = await queryRows<{ tons: number }>(
    executor,
    sql`select (s.opening_tons + coalesce((select sum(m.delta) from (${SIGNED_MOVEMENTS}) m where m.pile = s.stockpile_id and m.moved_on <= ${day}::date), 0))::float8 as tons
        from stockpiles s where s.stockpile_id = ${stockpileId}`,
  );
  return row!.tons;
}

export type PileRow = { stockpile_id: number; material_id: number; opening_date: string };

/** The piles among the ids, locked until the transaction ends (in id order, as every movement takes them). */
export async function lockPiles(tx: Tx, ids: readonly number[]): Promise<PileRow[]> {
  if (ids.length === 0) return [];
  return queryRows<PileRow>(
    tx,
    sql`select stockpile_id, material_id, to_char(opening_date, 'YYYY-MM-DD') as opening_date from stockpiles
        where stockpile_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) order by stockpile_id for update`,
  );
}

/** Each product's piles, for the outputs that name none. */
export async function pilesOfProducts(executor: Executor, materialIds: readonly number[]): Promise<PileRow[]> {
  if (materialIds.length === 0) return [];
  return queryRows<PileRow>(
    executor,
    sql`select stockpile_id, material_id, to_char(opening_date, 'YYYY-MM-DD') as opening_date from stockpiles
        where material_id in (${sql.join(materialIds.map((id) => sql`${id}`), sql`, `)}) order by stockpile_id`,
  );
}

const d = alias(scaleDocuments, 'd');

/**
 * The counted loads of each product weighed within [start, end) that were not delivered to a crushing plant's
 * station (those are feed): the product leaving the site.
 */
export async function weighedOutbound(executor: Executor, window: { start: Date; end: Date }): Promise<ProductOutbound[]> {
  return queryRows<ProductOutbound>(
    executor,
    sql`select m.material_id, m.name as material_name, coalesce(sum(${d.netWeightKg}) / 1000, 0)::float8 as weighed_outbound_tons, count(${d.id})::int as weighed_outbound_loads
        from materials m join ${scaleDocuments} as d on ${d.materialId} = m.material_id
          and ${countedDocument(d)} and ${d.secondWeighAt} >= ${window.start.toISOString()}::timestamptz and ${d.secondWeighAt} < ${window.end.toISOString()}::timestamptz
          and (${d.unloadingStationId} is null or ${d.unloadingStationId} not in (select station_id from crushing_plant_stations))
        where m.material_id in (select material_id from stockpiles)
        group by m.material_id order by m.name, m.material_id`,
  );
}

export type MovementRow = {
  kind: Movement['kind'];
  stockpileId: number;
  toStockpileId?: number | null;
  tons: number;
  movedOn: string;
  logId?: number | null;
  bookTons?: number | null;
  measuredTons?: number | null;
  notes?: string | null;
  recordedBy: number | null;
};

export async function insertMovements(tx: Tx, rows: readonly MovementRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  return (await tx.insert(stockpileMovements).values([...rows]).returning({ id: stockpileMovements.id })).map((row) => row.id);
}

const MOVEMENT_COLUMNS = sql`m.movement_id, m.kind, m.stockpile_id, m.to_stockpile_id, m.tons::float8 as tons, to_char(m.moved_on, 'YYYY-MM-DD') as moved_on, m.log_id,
  m.book_tons::float8 as book_tons, m.measured_tons::float8 as measured_tons, m.notes, u.username as recorded_by`;

export async function findMovement(executor: Executor, movementId: number): Promise<Movement | undefined> {
  return (await queryRows<Movement>(executor, sql`select ${MOVEMENT_COLUMNS} from stockpile_movements m left join users u on u.id = m.recorded_by where m.movement_id = ${movementId}`))[0];
}

export async function pileExists(executor: Executor, stockpileId: number): Promise<boolean> {
  return (await queryRows(executor, sql`select 1 from stockpiles where stockpile_id = ${stockpileId}`)).length > 0;
}

/** The movements of a pile, out of it and into it, the latest day first. */
export async function movementsOfPile(executor: Executor, stockpileId: number): Promise<Movement[]> {
  return queryRows<Movement>(
    executor,
    sql`select ${MOVEMENT_COLUMNS} from stockpile_movements m left join users u on u.id = m.recorded_by
        where m.stockpile_id = ${stockpileId} or m.to_stockpile_id = ${stockpileId}
        order by m.moved_on desc, m.movement_id desc`,
  );
}

/** The receipts a shift log wrote, removed (before its amendment writes them again). */
export async function deleteReceipts(tx: Tx, logId: number): Promise<void> {
  await tx.delete(stockpileMovements).where(sql`${stockpileMovements.logId} = ${logId}`);
}
