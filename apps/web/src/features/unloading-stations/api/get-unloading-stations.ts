/** GET /api/unloading-stations: every station. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unloadingStationListResponseSchema } from '@weighbridge/contract/unloading-stations';
import { apiGet } from '../../../app/api-client';

export function unloadingStationsQueryOptions() {
  return queryOptions({
    queryKey: ['unloading-stations'],
    queryFn: async ({ signal }) =>
      (await apiGet('/unloading-stations', { schema: unloadingStationListResponseSchema, signal })).data,
  });
}

export function useUnloadingStations() {
  return useQuery(unloadingStationsQueryOptions());
}
