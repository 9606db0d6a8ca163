/** GET /api/polygons: the polygons of every area, grouped by area on the page. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { polygonListResponseSchema } from '@weighbridge/contract/loading-areas';
import { apiGet } from '../../../app/api-client';

export function polygonsQueryOptions() {
  return queryOptions({
    queryKey: ['polygons'],
    queryFn: async ({ signal }) => (await apiGet('/polygons', { schema: polygonListResponseSchema, signal })).data,
  });
}

export function usePolygons() {
  return useQuery(polygonsQueryOptions());
}
