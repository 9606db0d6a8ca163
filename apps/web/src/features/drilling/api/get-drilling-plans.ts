/** GET /api/drilling/plans?year=: the revisions of a year's drilling plan, newest first as the server lists them. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { planListResponseSchema } from '@weighbridge/contract/drilling-plans';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function drillingPlansQueryOptions(year: number) {
  return queryOptions({
    queryKey: queryKeys.drillingPlans.list(year),
    queryFn: async ({ signal }) => (await apiGet('/drilling/plans', { query: { year }, schema: planListResponseSchema, signal })).data,
  });
}

export function useDrillingPlans(year: number) {
  return useQuery(drillingPlansQueryOptions(year));
}
