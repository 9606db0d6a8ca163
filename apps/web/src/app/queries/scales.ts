/**
 * GET /api/scales: every scale, enabled or not. The scales page, the readers page's scale choice and the
 * weighing page's scale selector all read this one query, so a change to any scale refreshes them all by
 * its key.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { scaleListResponseSchema } from '@weighbridge/contract/scales';
import { apiGet } from '../api-client';
import { queryKeys } from './query-keys';

export function scalesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.scales.all,
    queryFn: async ({ signal }) => (await apiGet('/scales', { schema: scaleListResponseSchema, signal })).data,
  });
}

export function useScales() {
  return useQuery(scalesQueryOptions());
}
