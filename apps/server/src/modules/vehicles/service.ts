/**
 * Vehicles: registration numbers unique without regard to case and spaces, and one driver per vehicle.
 * Every change is one transaction with its audit row.
 */
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import type { Vehicle, VehicleValues } from '@weighbridge/contract/vehicles';
import type { Db, Tx } from '../../db/database.js';
import { violatedForeignKey, violatedUniqueConstraint } from '../../db/constraint-violations.js';
import { AppError } from '../../lib/errors.js';
import type { Actor } from '../../lib/actor.js';
import { recordChange } from '../../db/audit-log.js';
import {
  deleteVehicle as deleteVehicleRow,
  findVehicleItem,
  insertVehicle,
  listVehicleItems,
  lockDriver,
  lockVehicleItem,
  releaseDriver,
  updateVehicle as updateVehicleRow,
} from './repository.js';

const ENTITY = 'vehicle';

export function listVehicles(db: Db): Promise<Vehicle[]> {
  return listVehicleItems(db);
}

export async function getVehicle(db: Db, id: number): Promise<Vehicle> {
  return (await findVehicleItem(db, id)) ?? notFound();
}

export async function createVehicle(db: Db, values: VehicleValues, actor: Actor): Promise<Vehicle> {
  return saving(values, () =>
    db.transaction(async (tx) => {
      const released = await takeDriverOffOtherVehicles(tx, values.assigned_driver_id);
      const id = await insertVehicle(tx, values);
      const after = await readBack(tx, id);
      await recordChange(tx, actor, { action: 'vehicle.create', entityType: ENTITY, entityId: id, before: null, after, effects: released });
      return after;
    }),
  );
}

export async function updateVehicle(db: Db, id: number, values: VehicleValues, actor: Actor): Promise<Vehicle> {
  return saving(values, () =>
    db.transaction(async (tx) => {
      // The driver is locked before the vehicle, in the same order as a driver's own update.
      const released = await takeDriverOffOtherVehicles(tx, values.assigned_driver_id, id);
      const before = (await lockVehicleItem(tx, id)) ?? notFound();
      await updateVehicleRow(tx, id, values);
      const after = await readBack(tx, id);
      await recordChange(tx, actor, { action: 'vehicle.update', entityType: ENTITY, entityId: id, before, after, effects: released });
      return after;
    }),
  );
}

/** Deleting a vehicle releases its driver; a vehicle that scale documents refer to is kept. */
export async function deleteVehicle(db: Db, id: number, actor: Actor): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const before = (await lockVehicleItem(tx, id)) ?? notFound();
      await deleteVehicleRow(tx, id);
      await recordChange(tx, actor, { action: 'vehicle.delete', entityType: ENTITY, entityId: id, before, after: null });
    });
  } catch (error) {
    if (violatedForeignKey(error)) throw new AppError('CONFLICT', 'Vehicle is used in scale documents and cannot be deleted');
    throw error;
  }
}

/**
 * Before a vehicle gets a driver, that driver leaves any other vehicle. The driver's row is locked first,
 * so that two assignments of one driver happen one after the other.
 */
async function takeDriverOffOtherVehicles(tx: Tx, driverId: number | null, vehicleId?: number) {
  if (driverId === null) return undefined;
  if (!(await lockDriver(tx, driverId))) {
    throw new AppError('BAD_REQUEST', `${FIELD_LABELS.vehicles.assigned_driver_id} ${driverId} does not exist`);
  }
  const vehicleIds = await releaseDriver(tx, driverId, vehicleId);
  return vehicleIds.length > 0 ? { released: vehicleIds.map((id) => ({ vehicle_id: id, driver_id: driverId })) } : undefined;
}

async function readBack(tx: Tx, id: number): Promise<Vehicle> {
  const item = await findVehicleItem(tx, id);
  if (!item) throw new Error(`vehicle ${id} vanished within its own transaction`);
  return item;
}

/** Runs a save, turning a taken registration number into a 409 that names it. */
async function saving<T>(values: VehicleValues, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'vehicles_registration_number_key') {
      throw new AppError('CONFLICT', `Registration number '${values.registration_number}' is already taken`);
    }
    throw error;
  }
}

function notFound(): never {
  throw new AppError('NOT_FOUND', 'Vehicle not found');
}
