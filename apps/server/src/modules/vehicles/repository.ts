/** Queries on vehicles, each read joined with its assigned driver's name in the same query. */
import type { Vehicle, VehicleValues } from '@weighbridge/contract/vehicles';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { insertReturningIds } from '../../db/insert-rows.js';
import { drivers } from '../../db/tables/drivers.js';
import { vehicles } from '../../db/tables/vehicles.js';

type VehicleRow = typeof vehicles.$inferInsert;

/** A vehicle as the API answers it. Enum columns are text checked by the database against the contract's lists. */
function selectVehicleItems(executor: Executor) {
  return executor
    .select({
      vehicle_id: vehicles.id,
      registration_number: vehicles.registrationNumber,
      brand: vehicles.brand,
      model: vehicles.model,
      fuel_type: sql<Vehicle['fuel_type']>`${vehicles.fuelType}`,
      status: sql<Vehicle['status']>`${vehicles.status}`,
      assigned_driver_id: vehicles.assignedDriverId,
      year_manufactured: vehicles.yearManufactured,
      capacity_kg: vehicles.capacityKg,
      tare_weight_kg: vehicles.tareWeightKg,
      driver_name: sql<string | null>`${drivers.name} || ' ' || ${drivers.surname}`,
    })
    .from(vehicles)
    .leftJoin(drivers, eq(drivers.id, vehicles.assignedDriverId));
}

/** Ordered by plate as the unique index compares plates, so 'kr 12' sits beside 'KR12'. */
export function listVehicleItems(executor: Executor): Promise<Vehicle[]> {
  return selectVehicleItems(executor).orderBy(sql`upper(replace(${vehicles.registrationNumber}, ' ', ''))`, vehicles.id);
}

export async function findVehicleItem(executor: Executor, id: number): Promise<Vehicle | undefined> {
  const [item] = await selectVehicleItems(executor).where(eq(vehicles.id, id));
  return item;
}

/** Reads a vehicle and locks its row until the transaction ends, so that the audit's before is what the change replaced. */
export async function lockVehicleItem(executor: Executor, id: number): Promise<Vehicle | undefined> {
  const [item] = await selectVehicleItems(executor).where(eq(vehicles.id, id)).for('update', { of: vehicles });
  return item;
}

function toRow(values: VehicleValues): VehicleRow {
  return {
    registrationNumber: values.registration_number,
    brand: values.brand,
    model: values.model,
    fuelType: values.fuel_type,
    status: values.status,
    assignedDriverId: values.assigned_driver_id,
    yearManufactured: values.year_manufactured,
    capacityKg: values.capacity_kg,
    tareWeightKg: values.tare_weight_kg,
  };
}

export async function insertVehicle(executor: Executor, values: VehicleValues): Promise<number> {
  const [id] = await insertVehicles(executor, [values]);
  return id!;
}

/** Several by one statement; their ids in the order of `values`. */
export function insertVehicles(executor: Executor, values: readonly VehicleValues[]): Promise<number[]> {
  return insertReturningIds(executor, vehicles, values, toRow);
}

export async function updateVehicle(executor: Executor, id: number, values: VehicleValues): Promise<void> {
  await executor.update(vehicles).set(toRow(values)).where(eq(vehicles.id, id));
}

export async function deleteVehicle(executor: Executor, id: number): Promise<void> {
  await executor.delete(vehicles).where(eq(vehicles.id, id));
}

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
