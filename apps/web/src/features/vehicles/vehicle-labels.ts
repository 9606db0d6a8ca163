/** How a vehicle's fuel type and status read, and the status colour (spec: active green, others orange). */
import type { FuelType, VehicleStatus } from '@weighbridge/contract/vehicles';

export const FUEL_TYPE_LABELS: Readonly<Record<FuelType, string>> = {
  diesel: 'Diesel',
  petrol: 'Petrol',
  electric: 'Electric',
  hybrid: 'Hybrid',
  cng: 'CNG',
  lpg: 'LPG',
};

export const VEHICLE_STATUS_LABELS: Readonly<Record<VehicleStatus, string>> = {
  active: 'Active',
  maintenance: 'Maintenance',
  inactive: 'Inactive',
  retired: 'Retired',
};

export function vehicleStatusColour(status: VehicleStatus): 'green' | 'orange' {
  return status === 'active' ? 'green' : 'orange';
}
