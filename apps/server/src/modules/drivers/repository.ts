/** Queries on drivers, each read joined with the vehicle the driver is assigned to in the same query. */
import type { Driver, DriverValues } from '@weighbridge/contract/drivers';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { insertReturningIds } from '../../db/insert-rows.js';
import { scaleDocuments } from '../../db/tables/scale-documents.js';
import { vehicles } from '../../db/tables/vehicles.js';
import { drivers } from '../../db/tables/drivers.js';

type DriverRow = typeof drivers.$inferInsert;

function selectDriverItems(executor: Executor) {
  return executor
    .select({
      driver_id: drivers.id,
      name: drivers.name,
      surname: drivers.surname,
      contact: drivers.contact,
      driver_license_id: drivers.driverLicenseId,
      blood_type: sql<Driver['blood_type']>`${drivers.bloodType}`,
      birth_date: drivers.birthDate,
      assigned_vehicle_id: vehicles.id,
      emergency_contact: drivers.emergencyContact,
      emergency_contact_name: drivers.emergencyContactName,
      vehicle_reg: vehicles.registrationNumber,
    })
    .from(drivers)
    .leftJoin(vehicles, eq(vehicles.assignedDriverId, drivers.id));
}

export function listDriverItems(executor: Executor): Promise<Driver[]> {
  return selectDriverItems(executor).orderBy(drivers.surname, drivers.name, drivers.id);
}

export async function findDriverItem(executor: Executor, id: number): Promise<Driver | undefined> {
  const [item] = await selectDriverItems(executor).where(eq(drivers.id, id));
  return item;
}

/** Reads a driver and locks its row until the transaction ends, so that the audit's before is what the change replaced. */
export async function lockDriverItem(executor: Executor, id: number): Promise<Driver | undefined> {
  const [item] = await selectDriverItems(executor).where(eq(drivers.id, id)).for('update', { of: drivers });
  return item;
}

/** The driver's own columns; the assigned vehicle is held on the vehicle. */
function toRow(values: DriverValues): DriverRow {
  return {
    name: values.name,
    surname: values.surname,
    contact: values.contact,
    driverLicenseId: values.driver_license_id,
    bloodType: values.blood_type,
    birthDate: values.birth_date,
    emergencyContact: values.emergency_contact,
    emergencyContactName: values.emergency_contact_name,
  };
}

export async function insertDriver(executor: Executor, values: DriverValues): Promise<number> {
  const [id] = await insertDrivers(executor, [values]);
  return id!;
}

/** Several by one statement; their ids in the order of `values`. */
export function insertDrivers(executor: Executor, values: readonly DriverValues[]): Promise<number[]> {
  return insertReturningIds(executor, drivers, values, toRow);
}

export async function updateDriver(executor: Executor, id: number, values: DriverValues): Promise<void> {
  await executor.update(drivers).set(toRow(values)).where(eq(drivers.id, id));
}

/** The scale documents that name the driver, voided ones too (by scale_documents_driver_idx). */
export async function countDocumentsNamingDriver(executor: Executor, id: number): Promise<number> {
  const [row] = await executor.select({ count: sql<number>`count(*)::int` }).from(scaleDocuments).where(eq(scaleDocuments.driverId, id));
  return row?.count ?? 0;
}

export async function deleteDriver(executor: Executor, id: number): Promise<void> {
  await executor.delete(drivers).where(eq(drivers.id, id));
}
