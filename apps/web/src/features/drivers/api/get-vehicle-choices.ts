/** GET /api/vehicles, read as the choices of the driver dialog's Assigned Vehicle select. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { vehicleListResponseSchema } from '@weighbridge/contract/vehicles';
import { apiGet } from '../../../app/api-client';

export type VehicleChoice = { value: number; label: string };

export function vehicleChoicesQueryOptions() {
  return queryOptions({
    // Under the vehicles' key, so any change to vehicles refreshes the choices too.
    queryKey: ['vehicles', 'choices'],
    queryFn: async ({ signal }): Promise<VehicleChoice[]> => {
      const { data: vehicles } = await apiGet('/vehicles', { schema: vehicleListResponseSchema, signal });
      // A vehicle that has a driver shows them: choosing it takes that driver off it.
      return vehicles.map((vehicle) => ({
        value: vehicle.vehicle_id,
        label: `${vehicle.registration_number} - ${vehicle.brand} ${vehicle.model}${vehicle.driver_name ? ` (${vehicle.driver_name})` : ''}`,
      }));
    },
  });
}

export function useVehicleChoices() {
  return useQuery(vehicleChoicesQueryOptions());
}
