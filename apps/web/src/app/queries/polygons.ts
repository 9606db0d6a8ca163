/**
 * GET /api/polygons: every polygon, or with a loading area the server's list of that area's alone
 * (?loadingAreaId=). The loading areas page and the history's filter read the whole list, the scale one
 * list per chosen area; every list is keyed under the polygons' root, so a change to any polygon or area
 * refreshes them all.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { polygonListResponseSchema } from '@weighbridge/contract/loading-areas';
import { apiGet } from '../api-client';
import { queryKeys } from './query-keys';

/**
 * Without an area, every polygon; `null` is an area not chosen yet, which asks for nothing.
 * @example useQuery(polygonsQueryOptions(form.loadingAreaId))
 */
export function polygonsQueryOptions(loadingAreaId?: number | null) {
  return queryOptions({
    queryKey: queryKeys.polygons.list(loadingAreaId),
    queryFn: async ({ signal }) =>
      (await apiGet('/polygons', { query: { loadingAreaId }, schema: polygonListResponseSchema, signal })).data,
    enabled: loadingAreaId !== null,
  });
}

export function usePolygons(loadingAreaId?: number | null) {
  return useQuery(polygonsQueryOptions(loadingAreaId));
}
