/** The vehicles, read as the choices of the driver dialog's Assigned Vehicle select. */
import { useQuery } from '@tanstack/react-query';
import type { Vehicle } from '@weighbridge/contract/vehicles';
import { vehiclesQueryOptions } from '../../../app/queries/vehicles';

export type VehicleChoice = { value: number; label: string };

/** A vehicle that has a driver shows them: choosing it takes that driver off it. */
function vehicleChoices(vehicles: Vehicle[]): VehicleChoice[] {
  return vehicles.map((vehicle) => ({
    value: vehicle.vehicle_id,
    label: `${vehicle.registration_number} - ${vehicle.brand} ${vehicle.model}${vehicle.driver_name ? ` (${vehicle.driver_name})` : ''}`,
  }));
}

export function useVehicleChoices() {
  return useQuery({ ...vehiclesQueryOptions(), select: vehicleChoices });
}
