/** GET /api/tara-weighings/vehicle/{id}/current: the vehicle's last tara, or null when it has none. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentTaraResponseSchema } from '@weighbridge/contract/weighing';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function currentTaraQueryOptions(vehicleId: number | null) {
  return queryOptions({
    queryKey: queryKeys.taraWeighings.current(vehicleId),
    queryFn: async ({ signal }) => {
      // A vehicle never weighed empty answers hasTara false with no data (spec part 1 section 3).
      const answer = await apiGet(`/tara-weighings/vehicle/${vehicleId}/current`, { schema: currentTaraResponseSchema, signal });
      return answer.hasTara ? answer.data : null;
    },
    enabled: vehicleId !== null,
  });
}

export function useCurrentTara(vehicleId: number | null) {
  return useQuery(currentTaraQueryOptions(vehicleId));
}
