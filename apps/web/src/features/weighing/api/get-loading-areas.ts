/** GET /api/loading-areas: where a load may come from; only active areas are offered. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadingAreaListResponseSchema } from '@weighbridge/contract/loading-areas';
import { apiGet } from '../../../app/api-client';

export function weighingLoadingAreasQueryOptions() {
  return queryOptions({
    queryKey: ['loading-areas', 'weighing'],
    queryFn: async ({ signal }) => {
      const { data: areas } = await apiGet('/loading-areas', { schema: loadingAreaListResponseSchema, signal });
      return areas.filter((area) => area.status === 'active');
    },
  });
}

export function useWeighingLoadingAreas() {
  return useQuery(weighingLoadingAreasQueryOptions());
}
