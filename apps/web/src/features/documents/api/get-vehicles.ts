/** GET /api/vehicles: the choices of the history's vehicle filter. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { vehicleListResponseSchema } from '@weighbridge/contract/vehicles';
import { apiGet } from '../../../app/api-client';

export function filterVehiclesQueryOptions() {
  return queryOptions({
    // Under the vehicles' key, so any change to the fleet refreshes the choices too.
    queryKey: ['vehicles', 'history-filter'],
    queryFn: async ({ signal }) => (await apiGet('/vehicles', { schema: vehicleListResponseSchema, signal })).data,
  });
}

export function useFilterVehicles() {
  return useQuery(filterVehiclesQueryOptions());
}
