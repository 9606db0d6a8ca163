/** The pairing of vehicles with drivers: the vehicle holds its driver. */
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { drivers } from '../../db/tables/drivers.js';
import { vehicles } from '../../db/tables/vehicles.js';

/** Takes a driver off every vehicle but the one given; answers the vehicles released. */
export async function releaseDriver(executor: Executor, driverId: number, keepVehicleId?: number): Promise<number[]> {
  const released = await executor
    .update(vehicles)
    .set({ assignedDriverId: null })
    .where(and(eq(vehicles.assignedDriverId, driverId), keepVehicleId === undefined ? undefined : ne(vehicles.id, keepVehicleId)))
    .returning({ id: vehicles.id });
  return released.map((row) => row.id);
}

/** Locks a driver's row while a vehicle takes them, so that the driver cannot be deleted meanwhile; false when there is none. */
export async function lockDriver(executor: Executor, driverId: number): Promise<boolean> {
  const [row] = await executor.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, driverId)).for('update');
  return row !== undefined;
}

export async function assignDriver(executor: Executor, vehicleId: number, driverId: number): Promise<void> {
  await executor.update(vehicles).set({ assignedDriverId: driverId }).where(eq(vehicles.id, vehicleId));
}
