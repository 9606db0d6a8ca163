/** Checks shared by tara and load weighings. */
import type { Tx } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { lockVehicleItem } from '../vehicles/repository.js';

const kgFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 12,345.60 kg */
export function formatKg(kg: number): string {
  return `${kgFormat.format(kg)} kg`;
}

/** Two decimals, computed on cents so that 30000.10 - 12000.05 is exactly 18000.05. */
export function netWeightKg(fullKg: number, tareKg: number): number {
  return (Math.round(fullKg * 100) - Math.round(tareKg * 100)) / 100;
}

/** A weight must be below what the scale can weigh. */
export function checkScaleCapacity(field: string, weightKg: number, capacityKg: number): void {
  if (weightKg >= capacityKg) {
    throw new AppError('BAD_REQUEST', `${field}: must be below the scale capacity of ${formatKg(capacityKg)}`);
  }
}

/** The vehicle being weighed, locked so that two weighings of one truck do not interleave. */
export async function vehicleOnScale(tx: Tx, vehicleId: number) {
  const vehicle = await lockVehicleItem(tx, vehicleId);
  if (!vehicle) throw new AppError('BAD_REQUEST', `vehicleId: vehicle ${vehicleId} does not exist`);
  return vehicle;
}
