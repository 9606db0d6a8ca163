/** GET /api/polygons?loadingAreaId=: the operational polygons of the chosen loading area. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { polygonListResponseSchema } from '@weighbridge/contract/loading-areas';
import { apiGet } from '../../../app/api-client';

export function areaPolygonsQueryOptions(loadingAreaId: number | null) {
  return queryOptions({
    queryKey: ['polygons', 'weighing', loadingAreaId],
    queryFn: async ({ signal }) => {
      const { data: polygons } = await apiGet('/polygons', {
        query: { loadingAreaId },
        schema: polygonListResponseSchema,
        signal,
      });
      return polygons.filter((polygon) => polygon.status === 'operational');
    },
    enabled: loadingAreaId !== null,
  });
}

export function useAreaPolygons(loadingAreaId: number | null) {
  return useQuery(areaPolygonsQueryOptions(loadingAreaId));
}
