/**
 * What a weighing reads before it weighs, in as few round trips as its rules allow: its vehicle, locked,
 * with its scale (locked too when capturing) in one statement; then, for a load, the vehicle's current
 * tara with the load's choices in a second. The tara comes after the vehicle's lock on purpose: a
 * statement that waited for that lock still sees the rows of its start, and so would miss the tara that
 * the weighing it waited for has just committed. Both are named statements (db/prepared.ts).
 */
import { sql } from 'drizzle-orm';
import { namedStatement } from '../../db/prepared.js';
import type { Tx } from '../../db/database.js';
import { vehicles } from '../../db/tables/vehicles.js';
import { taraWeighings } from '../../db/tables/weighing.js';
import { CHOICE_COLUMNS, CHOSEN_ROWS, type ChoiceRow, type LoadChoices, checkChoices, choiceValues } from '../../ledger/load-places.js';
import { CURRENT_TARA_ORDER } from './repository.js';
import { unknownVehicle } from './rules.js';
import { toWeighingScale, type WeighingScale, weighingScaleQuery, type WeighingScaleRow } from '../scales/public.js';

/** What a weighing and its ticket read of the vehicle. */
export type HeldVehicle = {
  vehicle_id: number;
  registration_number: string;
  brand: string;
  model: string;
  capacity_kg: number | null;
  assigned_driver_id: number | null;
};

type HeldRow = { [K in keyof HeldVehicle]: HeldVehicle[K] | string | null } & WeighingScaleRow;

function holdStatement(lockScale: boolean) {
  return namedStatement<HeldRow>(
    lockScale ? 'weighing_hold_capture' : 'weighing_hold',
    sql`with vehicle as (
          select vehicle_id, registration_number, brand, model, capacity_kg, assigned_driver_id
          from ${vehicles} where vehicle_id = ${sql.placeholder('vehicleId')} for update),
        scale as (${weighingScaleQuery(sql.placeholder('scaleId'), lockScale, sql`exists (select from vehicle)`)})
        select vehicle.*, scale.* from (select 1) held left join vehicle on true left join scale on true`,
  );
}
const HOLD = { capture: holdStatement(true), typed: holdStatement(false) };

/**
 * The vehicle being weighed, locked so that two weighings of one truck do not interleave, and the scale it
 * is weighed on (undefined when there is none), locked when `capture`.
 */
export async function holdVehicleAndScale(tx: Tx, vehicleId: number, scaleId: number, capture: boolean): Promise<{ vehicle: HeldVehicle; scale: WeighingScale | undefined }> {
  const [row] = await HOLD[capture ? 'capture' : 'typed'](tx, { vehicleId, scaleId });
  if (row!.vehicle_id === null) throw unknownVehicle(vehicleId);
  const vehicle: HeldVehicle = {
    vehicle_id: Number(row!.vehicle_id),
    registration_number: String(row!.registration_number),
    brand: String(row!.brand),
    model: String(row!.model),
    capacity_kg: row!.capacity_kg === null ? null : Number(row!.capacity_kg),
    assigned_driver_id: row!.assigned_driver_id === null ? null : Number(row!.assigned_driver_id),
  };
  return { vehicle, scale: toWeighingScale(row!) };
}

/** What a load takes from its vehicle's current tara. */
export type LoadTara = {
  id: number;
  weighedAt: Date;
  tareWeightKg: number;
  weightSource: string;
  rawFrame: string | null;
  manualReason: string | null;
};

type TaraColumns = { tara_id: number | null; weighed_at: string | null; tare_weight_kg: string | number | null; weight_source: string | null; raw_frame: string | null; manual_reason: string | null };

const taraAndChoices = namedStatement<ChoiceRow & TaraColumns>(
  'load_tara_and_choices',
  sql`select ${CHOICE_COLUMNS}, t.tara_id, t.weighed_at, t.tare_weight_kg, t.weight_source, t.raw_frame, t.manual_reason
      from ${CHOSEN_ROWS}
        left join lateral (select tara_id, weighed_at, tare_weight_kg, weight_source, raw_frame, manual_reason from ${taraWeighings}
                           where vehicle_id = ${sql.placeholder('vehicleId')} order by ${sql.join(CURRENT_TARA_ORDER, sql`, `)} limit 1) t on true`,
);

/**
 * The vehicle's current tara (its latest, as findCurrentTara reads it; undefined without one) and the
 * load's choices, read (not yet checked: the tara's refusal comes first) in one statement.
 */
export async function readTaraAndChoices(tx: Tx, vehicle: HeldVehicle, choices: LoadChoices) {
  const [row] = await taraAndChoices(tx, { ...choiceValues(choices, vehicle.assigned_driver_id), vehicleId: vehicle.vehicle_id });
  const tara: LoadTara | undefined =
    row!.tara_id === null
      ? undefined
      : {
          id: Number(row!.tara_id),
          weighedAt: new Date(row!.weighed_at!),
          tareWeightKg: Number(row!.tare_weight_kg),
          weightSource: row!.weight_source!,
          rawFrame: row!.raw_frame,
          manualReason: row!.manual_reason,
        };
  return { tara, checkChoices: () => checkChoices(row!, choices, vehicle.assigned_driver_id) };
}
