/**
 * GET /api/unloading-stations: every station. The unloading stations page and the scale's destination
 * choice (which selects the operational ones) read this one query, so a change to any station refreshes
 * both by its key.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unloadingStationListResponseSchema } from '@weighbridge/contract/unloading-stations';
import { apiGet } from '../api-client';
import { queryKeys } from './query-keys';

export function unloadingStationsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.unloadingStations.all,
    queryFn: async ({ signal }) =>
      (await apiGet('/unloading-stations', { schema: unloadingStationListResponseSchema, signal })).data,
  });
}

export function useUnloadingStations() {
  return useQuery(unloadingStationsQueryOptions());
}
