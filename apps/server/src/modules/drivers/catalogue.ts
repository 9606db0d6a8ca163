/**
 * Drivers: licence ids unique without regard to case, and one vehicle per driver. A driver's vehicle is
 * held on the vehicle, so assigning one here moves that vehicle's previous driver off it. Deleting a driver
 * releases their vehicle, and the documents that name them keep the name without the id, each by a signed
 * correction.
 */
import type { Driver, DriverValues } from '@weighbridge/contract/drivers';
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { REFUSALS_WITH_VALUES } from '@weighbridge/contract/refusals';
import { eq, sql } from 'drizzle-orm';
import { defineCatalogue } from '../../catalogue/catalogue.js';
import { catalogueRepository } from '../../catalogue/repository.js';
import { catalogueService } from '../../catalogue/service.js';
import { violatedUniqueConstraint } from '../../db/constraint-violations.js';
import type { Tx } from '../../db/database.js';
import { drivers } from '../../db/tables/drivers.js';
import { vehicles } from '../../db/tables/vehicles.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { releaseDriverFromDocuments } from '../../ledger/amendments.js';
import { assignDriver, releaseDriver, vehicleRecords } from '../vehicles/public.js';

export const driverCatalogue = defineCatalogue<typeof drivers, Driver, DriverValues>({
  table: drivers,
  name: 'Driver',
  entity: 'driver',
  item: {
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
  },
  join: { table: vehicles, on: eq(vehicles.assignedDriverId, drivers.id) },
  order: [drivers.surname, drivers.name, drivers.id],
  // The driver's own columns; the assigned vehicle is held on the vehicle.
  toRow: (values) => ({
    name: values.name,
    surname: values.surname,
    contact: values.contact,
    driverLicenseId: values.driver_license_id,
    bloodType: values.blood_type,
    birthDate: values.birth_date,
    emergencyContact: values.emergency_contact,
    emergencyContactName: values.emergency_contact_name,
  }),
  saveRefusal: (error, values) =>
    violatedUniqueConstraint(error) === 'drivers_license_id_key'
      ? new AppError('CONFLICT', REFUSALS_WITH_VALUES.driverLicenseTaken(values.driver_license_id))
      : undefined,
});

/**
 * Makes the vehicle (or none) the driver's only one: the driver leaves any other vehicle, and the vehicle's
 * previous driver leaves it. The driver is locked before any vehicle (its row is written first), in the
 * same order as a vehicle's assignment of a driver. Answers the pairings released, for the audit row.
 */
async function pairWithVehicle(tx: Tx, driverId: number, values: DriverValues) {
  const vehicleId = values.assigned_vehicle_id;
  const released: { vehicle_id: number; driver_id: number }[] = [];
  if (vehicleId !== null) {
    const vehicle = await vehicleRecords.lock(tx, vehicleId);
    if (!vehicle) throw new AppError('BAD_REQUEST', REFUSALS_WITH_VALUES.doesNotExist(FIELD_LABELS.drivers.assigned_vehicle_id, vehicleId));
    if (vehicle.assigned_driver_id !== null && vehicle.assigned_driver_id !== driverId) {
      released.push({ vehicle_id: vehicleId, driver_id: vehicle.assigned_driver_id });
    }
  }
  const leftVehicles = await releaseDriver(tx, driverId, vehicleId ?? undefined);
  released.push(...leftVehicles.map((id) => ({ vehicle_id: id, driver_id: driverId })));
  if (vehicleId !== null) await assignDriver(tx, vehicleId, driverId);
  return released.length > 0 ? { released } : undefined;
}

/** What deleting a driver needs besides the database: the documents naming them are amended and signed. */
export type DriverDeletion = { signingKey: string; clock: Clock };

export const driverRecords = catalogueRepository(driverCatalogue);

export function driverService(deletion: DriverDeletion) {
  return catalogueService(driverCatalogue, {
    afterRow: pairWithVehicle,
    // The audit row says how many documents keep the driver's name.
    beforeDelete: async (tx, id, actor) => {
      const by = { id: actor.userId, name: actor.username };
      const documentsKeepingName = await releaseDriverFromDocuments(tx, deletion.signingKey, id, by, deletion.clock.now());
      return documentsKeepingName > 0 ? { documentsKeepingName } : undefined;
    },
  });
}
