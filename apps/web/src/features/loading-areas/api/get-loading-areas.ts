/** GET /api/loading-areas: every drilling area. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadingAreaListResponseSchema } from '@weighbridge/contract/loading-areas';
import { apiGet } from '../../../app/api-client';

export function loadingAreasQueryOptions() {
  return queryOptions({
    queryKey: ['loading-areas'],
    queryFn: async ({ signal }) => (await apiGet('/loading-areas', { schema: loadingAreaListResponseSchema, signal })).data,
  });
}

export function useLoadingAreas() {
  return useQuery(loadingAreasQueryOptions());
}
