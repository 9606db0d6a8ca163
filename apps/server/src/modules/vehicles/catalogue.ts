/**
 * Vehicles: registration numbers unique without regard to case and spaces, and one driver per vehicle (the
 * vehicle holds its driver); a vehicle that scale documents refer to is kept, and deleting one releases
 * its driver.
 */
import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import type { Vehicle, VehicleValues } from '@weighbridge/contract/vehicles';
import { REFUSALS_WITH_VALUES } from '@weighbridge/contract/refusals';
import { eq, sql } from 'drizzle-orm';
import { defineCatalogue } from '../../catalogue/catalogue.js';
import { catalogueRepository } from '../../catalogue/repository.js';
import { catalogueService } from '../../catalogue/service.js';
import { violatedUniqueConstraint } from '../../db/constraint-violations.js';
import type { Tx } from '../../db/database.js';
import { drivers } from '../../db/tables/drivers.js';
import { vehicles } from '../../db/tables/vehicles.js';
import { AppError } from '../../lib/errors.js';
import { machineDeleteRefusal } from '../equipment/public.js';
import { lockDriver, releaseDriver } from './repository.js';

export const vehicleCatalogue = defineCatalogue<typeof vehicles, Vehicle, VehicleValues>({
  table: vehicles,
  name: 'Vehicle',
  entity: 'vehicle',
  // Enum columns are text checked by the database against the contract's lists.
  item: {
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
  },
  join: { table: drivers, on: eq(drivers.id, vehicles.assignedDriverId) },
  // By plate as the unique index compares plates, so 'kr 12' sits beside 'KR12'.
  order: [sql`upper(replace(${vehicles.registrationNumber}, ' ', ''))`, vehicles.id],
  toRow: (values) => ({
    registrationNumber: values.registration_number,
    brand: values.brand,
    model: values.model,
    fuelType: values.fuel_type,
    status: values.status,
    assignedDriverId: values.assigned_driver_id,
    yearManufactured: values.year_manufactured,
    capacityKg: values.capacity_kg,
    tareWeightKg: values.tare_weight_kg,
  }),
  deleteRefusal: machineDeleteRefusal('Vehicle'),
  saveRefusal: (error, values) =>
    violatedUniqueConstraint(error) === 'vehicles_registration_number_key'
      ? new AppError('CONFLICT', REFUSALS_WITH_VALUES.registrationNumberTaken(values.registration_number))
      : undefined,
});

/**
 * Before a vehicle gets a driver, that driver leaves any other vehicle. The driver's row is locked first
 * (before the vehicle's, as a driver's own update locks them), so that two assignments of one driver
 * happen one after the other.
 */
async function takeDriverOffOtherVehicles(tx: Tx, values: VehicleValues, vehicleId: number | undefined) {
  const driverId = values.assigned_driver_id;
  if (driverId === null) return undefined;
  if (!(await lockDriver(tx, driverId))) {
    throw new AppError('BAD_REQUEST', REFUSALS_WITH_VALUES.doesNotExist(FIELD_LABELS.vehicles.assigned_driver_id, driverId));
  }
  const vehicleIds = await releaseDriver(tx, driverId, vehicleId);
  return vehicleIds.length > 0 ? { released: vehicleIds.map((id) => ({ vehicle_id: id, driver_id: driverId })) } : undefined;
}

export const vehicleRecords = catalogueRepository(vehicleCatalogue);
export const vehicleService = catalogueService(vehicleCatalogue, { beforeRow: takeDriverOffOtherVehicles });
