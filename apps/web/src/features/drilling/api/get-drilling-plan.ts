/** GET /api/drilling/plans/{revision_id}: one revision with its lines; `null` is no revision chosen, which asks for nothing. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { planResponseSchema } from '@weighbridge/contract/drilling-plans';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function drillingPlanQueryOptions(revisionId: number | null) {
  return queryOptions({
    queryKey: queryKeys.drillingPlans.detail(revisionId ?? 0),
    queryFn: async ({ signal }) => (await apiGet(`/drilling/plans/${revisionId}`, { schema: planResponseSchema, signal })).data,
    enabled: revisionId !== null,
  });
}

export function useDrillingPlan(revisionId: number | null) {
  return useQuery(drillingPlanQueryOptions(revisionId));
}
