/** GET /api/loading-areas: the choices of the history's loading area filter, inactive areas included. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadingAreaListResponseSchema } from '@weighbridge/contract/loading-areas';
import { apiGet } from '../../../app/api-client';

export function filterLoadingAreasQueryOptions() {
  return queryOptions({
    queryKey: ['loading-areas', 'history-filter'],
    queryFn: async ({ signal }) => (await apiGet('/loading-areas', { schema: loadingAreaListResponseSchema, signal })).data,
  });
}

export function useFilterLoadingAreas() {
  return useQuery(filterLoadingAreasQueryOptions());
}
