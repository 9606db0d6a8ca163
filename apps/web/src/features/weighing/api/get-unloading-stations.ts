/** GET /api/unloading-stations: where a load may go; only operational stations are offered. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { unloadingStationListResponseSchema } from '@weighbridge/contract/unloading-stations';
import { apiGet } from '../../../app/api-client';

export function weighingStationsQueryOptions() {
  return queryOptions({
    queryKey: ['unloading-stations', 'weighing'],
    queryFn: async ({ signal }) => {
      const { data: stations } = await apiGet('/unloading-stations', { schema: unloadingStationListResponseSchema, signal });
      return stations.filter((station) => station.status === 'operational');
    },
  });
}

export function useWeighingStations() {
  return useQuery(weighingStationsQueryOptions());
}
