/** GET /api/vehicles: the vehicles the operator picks from at the scale. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { vehicleListResponseSchema } from '@weighbridge/contract/vehicles';
import { apiGet } from '../../../app/api-client';

export function weighingVehiclesQueryOptions() {
  return queryOptions({
    // Under the vehicles' key, so any change to the fleet refreshes the picker too.
    queryKey: ['vehicles', 'weighing'],
    queryFn: async ({ signal }) => (await apiGet('/vehicles', { schema: vehicleListResponseSchema, signal })).data,
  });
}

export function useWeighingVehicles() {
  return useQuery(weighingVehiclesQueryOptions());
}
