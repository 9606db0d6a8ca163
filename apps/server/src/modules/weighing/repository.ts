/** Queries of tara weighings and RFID cards. */
import type { CurrentTara, TaraRecord } from '@weighbridge/contract/weighing';
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { type Executor, withWrites } from '../../db/database.js';
import { namedStatement } from '../../db/prepared.js';
import { vehicles } from '../../db/tables/vehicles.js';
import { rfidCards, taraCounter, taraWeighings } from '../../db/tables/weighing.js';

export type TaraRow = typeof taraWeighings.$inferSelect;

export function toTaraRecord(row: TaraRow): TaraRecord {
  return {
    tara_id: row.id,
    tara_number: row.taraNumber,
    vehicle_id: row.vehicleId,
    weighed_at: row.weighedAt.toISOString(),
    tare_weight_kg: row.tareWeightKg,
    rfid_card_number: row.rfidCardNumber,
    scale_id: row.scaleId,
    operator_name: row.operatorName,
    notes: row.notes,
    weight_source: row.weightSource as TaraRecord['weight_source'],
    manual_reason: row.manualReason,
    raw_frame: row.rawFrame,
  };
}

/**
 * The tara's number comes from the one counter row, updated (and so held) until the tara commits: taras of
 * every server are numbered one after the other, and a rolled-back tara gives its number back. A counter
 * not written yet (a new or restored site) starts after the highest number the taras hold.
 */
const takeTaraIdStatement = namedStatement<{ id: number; number: number }>(
  'take_tara_id',
  sql`with weighed as (update ${vehicles} set tare_weight_kg = ${sql.placeholder('tareWeightKg')}, updated_at = now() where vehicle_id = ${sql.placeholder('vehicleId')}),
        counted as (
          insert into ${taraCounter} (id, last_number) values (1, (select coalesce(max(${taraWeighings.taraNumber}), 0) + 1 from ${taraWeighings}))
          on conflict (id) do update set last_number = ${taraCounter.lastNumber} + 1
          returning last_number)
      select nextval('weighing_id_seq')::integer as id, counted.last_number as number from counted`,
);

/** Writes the vehicle's tare weight and takes the id and the number of its new tara, in one round trip. */
export async function takeTaraId(executor: Executor, vehicleId: number, tareWeightKg: number): Promise<{ id: number; taraNumber: number }> {
  const [row] = await takeTaraIdStatement(executor, { vehicleId, tareWeightKg });
  return { id: Number(row!.id), taraNumber: Number(row!.number) };
}

/** Writes a tara (with its id taken) and, in the same statement, the writes that go with it. */
export async function insertTara(executor: Executor, values: typeof taraWeighings.$inferInsert & { id: number }, alongside: SQL[]): Promise<void> {
  await executor.execute(withWrites(alongside, executor.insert(taraWeighings).values(values).getSQL()));
}

/** A vehicle's taras latest first: the first is its current tara, the one a load is weighed against. */
export const CURRENT_TARA_ORDER = [desc(taraWeighings.weighedAt), desc(taraWeighings.id)];

/** The vehicle's current tara. */
export async function findCurrentTara(executor: Executor, vehicleId: number): Promise<TaraRow | undefined> {
  const [row] = await executor
    .select()
    .from(taraWeighings)
    .where(eq(taraWeighings.vehicleId, vehicleId))
    .orderBy(...CURRENT_TARA_ORDER)
    .limit(1);
  return row;
}

export function toCurrentTara(row: TaraRow, now: Date, maxAgeDays: number): CurrentTara {
  return {
    vehicle_id: row.vehicleId,
    last_tara_weight_kg: row.tareWeightKg,
    last_tara_timestamp: row.weighedAt.toISOString(),
    stale: now.getTime() - row.weighedAt.getTime() > maxAgeDays * 86_400_000,
    max_age_days: maxAgeDays,
  };
}

export function listTaraHistory(executor: Executor, vehicleId: number): Promise<TaraRow[]> {
  return executor
    .select()
    .from(taraWeighings)
    .where(eq(taraWeighings.vehicleId, vehicleId))
    .orderBy(...CURRENT_TARA_ORDER);
}

export async function findRfidCard(executor: Executor, cardNumber: string) {
  const [row] = await executor.select().from(rfidCards).where(eq(rfidCards.cardNumber, cardNumber));
  return row;
}

/** Binds a card to a vehicle: the vehicle's earlier card is released, and so is the card's earlier vehicle. */
export async function bindRfidCard(executor: Executor, cardNumber: string, vehicleId: number, userId: number): Promise<void> {
  await executor.delete(rfidCards).where(and(eq(rfidCards.vehicleId, vehicleId), ne(rfidCards.cardNumber, cardNumber)));
  await executor
    .insert(rfidCards)
    .values({ cardNumber, vehicleId, assignedBy: userId })
    .onConflictDoUpdate({ target: rfidCards.cardNumber, set: { vehicleId, assignedBy: userId, assignedAt: new Date() } });
}
