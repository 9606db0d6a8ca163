/**
 * GET /api/drilling/muckpiles: what each polygon's latest blast broke, what has been weighed out of it and
 * what is left. The Loading Areas page shows it beside each polygon, Plan vs Actual as a table; both read the
 * one list of every area, and each visit asks again, as every weighed load changes it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { muckpileListResponseSchema } from '@weighbridge/contract/blasts';
import { apiGet } from '../api-client';
import { queryKeys } from './query-keys';

export function muckpilesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.muckpiles.list(),
    queryFn: async ({ signal }) => (await apiGet('/drilling/muckpiles', { schema: muckpileListResponseSchema, signal })).data,
  });
}

/** @example useMuckpiles(hasAnyPermission(MUCKPILE_READERS)) // nothing is asked of a user who may not read them */
export function useMuckpiles(enabled = true) {
  return useQuery({ ...muckpilesQueryOptions(), enabled });
}
