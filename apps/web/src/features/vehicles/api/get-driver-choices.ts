/** GET /api/drivers, read as the choices of the vehicle dialog's Assigned Driver select. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { driverListResponseSchema } from '@weighbridge/contract/drivers';
import { apiGet } from '../../../app/api-client';

export type DriverChoice = { value: number; label: string };

export function driverChoicesQueryOptions() {
  return queryOptions({
    // Under the drivers' key, so any change to drivers refreshes the choices too.
    queryKey: ['drivers', 'choices'],
    queryFn: async ({ signal }): Promise<DriverChoice[]> => {
      const { data: drivers } = await apiGet('/drivers', { schema: driverListResponseSchema, signal });
      // A driver already on a vehicle shows it: choosing them takes them off that vehicle.
      return drivers.map((driver) => ({
        value: driver.driver_id,
        label: `${driver.name} ${driver.surname}${driver.vehicle_reg ? ` (${driver.vehicle_reg})` : ''}`,
      }));
    },
  });
}

export function useDriverChoices() {
  return useQuery(driverChoicesQueryOptions());
}
