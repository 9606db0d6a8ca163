/** GET /api/tara-weighings/history?vehicleId=: a vehicle's tara weighings, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { taraHistoryResponseSchema } from '@weighbridge/contract/weighing';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function taraHistoryQueryOptions(vehicleId: number) {
  return queryOptions({
    queryKey: queryKeys.taraWeighings.history(vehicleId),
    queryFn: async ({ signal }) =>
      (await apiGet('/tara-weighings/history', { query: { vehicleId }, schema: taraHistoryResponseSchema, signal })).data,
  });
}

export function useTaraHistory(vehicleId: number) {
  return useQuery(taraHistoryQueryOptions(vehicleId));
}
