/**
 * Drivers: licence ids unique without regard to case, and one vehicle per driver. A driver's vehicle is
 * held on the vehicle, so assigning one here moves that vehicle's previous driver off it. Every change is
 * one transaction with its audit row.
 */
import type { Driver, DriverUsage, DriverValues } from '@weighbridge/contract/drivers';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import type { Db, Tx } from '../../db/database.js';
import { violatedUniqueConstraint } from '../../db/constraint-violations.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { Actor } from '../../lib/actor.js';
import { recordChange } from '../../db/audit-log.js';
import { releaseDriverFromDocuments } from '../scale-documents/public.js';
import { assignDriver, lockVehicleItem, releaseDriver } from '../vehicles/public.js';
import {
  countDocumentsNamingDriver,
  deleteDriver as deleteDriverRow,
  findDriverItem,
  insertDriver,
  listDriverItems,
  lockDriverItem,
  updateDriver as updateDriverRow,
} from './repository.js';

const ENTITY = 'driver';

export function listDrivers(db: Db): Promise<Driver[]> {
  return listDriverItems(db);
}

export async function getDriver(db: Db, id: number): Promise<Driver> {
  return (await findDriverItem(db, id)) ?? notFound();
}

export async function createDriver(db: Db, values: DriverValues, actor: Actor): Promise<Driver> {
  return saving(values, () =>
    db.transaction(async (tx) => {
      const id = await insertDriver(tx, values);
      const released = await pairWithVehicle(tx, id, values.assigned_vehicle_id);
      const after = await readBack(tx, id);
      await recordChange(tx, actor, { action: 'driver.create', entityType: ENTITY, entityId: id, before: null, after, effects: released });
      return after;
    }),
  );
}

export async function updateDriver(db: Db, id: number, values: DriverValues, actor: Actor): Promise<Driver> {
  return saving(values, () =>
    db.transaction(async (tx) => {
      // The driver is locked before any vehicle, in the same order as a vehicle's assignment of a driver.
      const before = (await lockDriverItem(tx, id)) ?? notFound();
      await updateDriverRow(tx, id, values);
      const released = await pairWithVehicle(tx, id, values.assigned_vehicle_id);
      const after = await readBack(tx, id);
      await recordChange(tx, actor, { action: 'driver.update', entityType: ENTITY, entityId: id, before, after, effects: released });
      return after;
    }),
  );
}

/** What deleting the driver touches, for its confirmation: the documents that name them. */
export async function driverUsage(db: Db, id: number): Promise<DriverUsage> {
  if (!(await findDriverItem(db, id))) notFound();
  return { scale_documents: await countDocumentsNamingDriver(db, id) };
}

/** What deleting a driver needs besides the database: the documents naming them are amended and signed. */
export type DriverDeletion = { signingKey: string; clock: Clock };

/**
 * Deleting a driver releases their vehicle (the vehicle's column is set to null by the database), and the
 * documents that name them keep the name without the id, each by a signed correction; the audit row says
 * how many did.
 */
export async function deleteDriver(db: Db, deletion: DriverDeletion, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const before = (await lockDriverItem(tx, id)) ?? notFound();
    const by = { id: actor.userId, name: actor.username };
    const documentsKeepingName = await releaseDriverFromDocuments(tx, deletion.signingKey, id, by, deletion.clock.now());
    await deleteDriverRow(tx, id);
    await recordChange(tx, actor, {
      action: 'driver.delete',
      entityType: ENTITY,
      entityId: id,
      before,
      after: null,
      ...(documentsKeepingName > 0 ? { effects: { documentsKeepingName } } : {}),
    });
  });
}

/**
 * Makes the vehicle (or none) the driver's only one: the driver leaves any other vehicle, and the vehicle's
 * previous driver leaves it. Answers the pairings released, for the audit row.
 */
async function pairWithVehicle(tx: Tx, driverId: number, vehicleId: number | null) {
  const released: { vehicle_id: number; driver_id: number }[] = [];
  if (vehicleId !== null) {
    const vehicle = await lockVehicleItem(tx, vehicleId);
    if (!vehicle) throw new AppError('BAD_REQUEST', `${FIELD_LABELS.drivers.assigned_vehicle_id} ${vehicleId} does not exist`);
    if (vehicle.assigned_driver_id !== null && vehicle.assigned_driver_id !== driverId) {
      released.push({ vehicle_id: vehicleId, driver_id: vehicle.assigned_driver_id });
    }
  }
  const leftVehicles = await releaseDriver(tx, driverId, vehicleId ?? undefined);
  released.push(...leftVehicles.map((id) => ({ vehicle_id: id, driver_id: driverId })));
  if (vehicleId !== null) await assignDriver(tx, vehicleId, driverId);
  return released.length > 0 ? { released } : undefined;
}

async function readBack(tx: Tx, id: number): Promise<Driver> {
  const item = await findDriverItem(tx, id);
  if (!item) throw new Error(`driver ${id} vanished within its own transaction`);
  return item;
}

/** Runs a save, turning a taken licence id into a 409 that names it. */
async function saving<T>(values: DriverValues, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'drivers_license_id_key') {
      throw new AppError('CONFLICT', `Driver license ID '${values.driver_license_id}' is already taken`);
    }
    throw error;
  }
}

function notFound(): never {
  throw new AppError('NOT_FOUND', 'Driver not found');
}
