/** Checks of the weights on a ticket, shared by tara and load weighings, documents entered by hand and the import. */
import { formatScaleKg } from '@weighbridge/contract/formats';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { formatQuantity } from '@weighbridge/contract/numbers';
import { REFUSALS_WITH_VALUES } from '@weighbridge/contract/refusals';
import type { Tx } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { vehicleRecords } from '../vehicles/public.js';

const LOAD_LABELS = FIELD_LABELS['scale-documents'];

/**
 * A weight must be below what the scale can weigh.
 * @param label The weight's label: 'Tare Weight must be below the scale capacity of 150,000 kg'.
 */
export function checkScaleCapacity(label: string, weightKg: number, capacityKg: number): void {
  if (weightKg >= capacityKg) {
    throw new AppError('BAD_REQUEST', REFUSALS_WITH_VALUES.aboveCapacity(label, formatQuantity(capacityKg)));
  }
}

/** A load (gross) weighs more than the truck empty (tare); both weights are given as the scale read them. */
export function checkGrossAboveTare(grossKg: number, tareKg: number): void {
  if (grossKg <= tareKg) {
    throw new AppError('BAD_REQUEST', REFUSALS_WITH_VALUES.grossNotAboveTare(LOAD_LABELS.fullWeight, formatScaleKg(grossKg), formatScaleKg(tareKg)));
  }
}

/** The refusal of a weighing of a vehicle that is not in the register. */
export const unknownVehicle = (vehicleId: number) => new AppError('BAD_REQUEST', REFUSALS_WITH_VALUES.doesNotExist(LOAD_LABELS.vehicleId, vehicleId));

/** The vehicle being weighed, locked so that two weighings of one truck do not interleave. */
export async function vehicleOnScale(tx: Tx, vehicleId: number) {
  const vehicle = await vehicleRecords.lock(tx, vehicleId);
  if (!vehicle) throw unknownVehicle(vehicleId);
  return vehicle;
}
