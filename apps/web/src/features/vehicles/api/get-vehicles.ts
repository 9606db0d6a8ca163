/** GET /api/vehicles: the fleet, each vehicle with its driver's name. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { vehicleListResponseSchema } from '@weighbridge/contract/vehicles';
import { apiGet } from '../../../app/api-client';

export function vehiclesQueryOptions() {
  return queryOptions({
    queryKey: ['vehicles'],
    queryFn: async ({ signal }) => (await apiGet('/vehicles', { schema: vehicleListResponseSchema, signal })).data,
  });
}

export function useVehicles() {
  return useQuery(vehiclesQueryOptions());
}
