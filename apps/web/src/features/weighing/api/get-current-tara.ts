/** GET /api/tara-weighings/vehicle/{id}/current: the vehicle's last tara, or null when it has none. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentTaraResponseSchema } from '@weighbridge/contract/weighing';
import { ApiError, apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function currentTaraQueryOptions(vehicleId: number | null) {
  return queryOptions({
    queryKey: queryKeys.taraWeighings.current(vehicleId),
    queryFn: async ({ signal }) => {
      try {
        const path = `/tara-weighings/vehicle/${vehicleId}/current`;
        return (await apiGet(path, { schema: currentTaraResponseSchema, signal })).data;
      } catch (error) {
        // The server answers 404 for a vehicle that has never been weighed empty (spec part 1 section 7).
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: vehicleId !== null,
  });
}

export function useCurrentTara(vehicleId: number | null) {
  return useQuery(currentTaraQueryOptions(vehicleId));
}
