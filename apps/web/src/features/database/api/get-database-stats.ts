/** GET /api/database/stats: how many records the site holds, read on page load and on Refresh. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { databaseStatsResponseSchema } from '@weighbridge/contract/database';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function databaseStatsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.database.stats(),
    queryFn: async ({ signal }) => (await apiGet('/database/stats', { schema: databaseStatsResponseSchema, signal })).stats,
  });
}

export function useDatabaseStats() {
  return useQuery(databaseStatsQueryOptions());
}
