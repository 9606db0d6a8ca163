/**
 * GET /api/loading-areas: every drilling area, inactive ones included. The loading areas page, the
 * scale's choice (which selects the active ones) and the history's filter all read this one query, so a
 * change to any area refreshes them all by its key.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadingAreaListResponseSchema } from '@weighbridge/contract/loading-areas';
import type { LoadingArea } from '@weighbridge/contract/loading-areas';
import { apiGet } from '../api-client';
import { queryKeys } from './query-keys';

export function loadingAreasQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.loadingAreas.all,
    queryFn: async ({ signal }) => (await apiGet('/loading-areas', { schema: loadingAreaListResponseSchema, signal })).data,
  });
}

export function useLoadingAreas() {
  return useQuery(loadingAreasQueryOptions());
}

/** The loading areas as the choices of a select: each by its name. */
export function loadingAreaChoices(areas: readonly LoadingArea[] | undefined) {
  return (areas ?? []).map((area) => ({ value: area.loading_area_id, label: area.area_name }));
}
