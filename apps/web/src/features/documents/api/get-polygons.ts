/** GET /api/polygons: the choices of the history's polygon filter, of every area. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { polygonListResponseSchema } from '@weighbridge/contract/loading-areas';
import { apiGet } from '../../../app/api-client';

export function filterPolygonsQueryOptions() {
  return queryOptions({
    queryKey: ['polygons', 'history-filter'],
    queryFn: async ({ signal }) => (await apiGet('/polygons', { schema: polygonListResponseSchema, signal })).data,
  });
}

export function useFilterPolygons() {
  return useQuery(filterPolygonsQueryOptions());
}
