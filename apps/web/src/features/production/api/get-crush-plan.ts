/** GET /api/production/crush-plans/{revision_id}: a revision with its lines and its tons by plant, product and month. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { crushPlanResponseSchema } from '@weighbridge/contract/crush-plan';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function crushPlanQueryOptions(revisionId: number) {
  return queryOptions({
    queryKey: queryKeys.crushPlans.revision(revisionId),
    queryFn: async ({ signal }) => (await apiGet(`/production/crush-plans/${revisionId}`, { schema: crushPlanResponseSchema, signal })).data,
  });
}

/** None is asked for until a revision is chosen. */
export function useCrushPlan(revisionId: number | null) {
  return useQuery({ ...crushPlanQueryOptions(revisionId ?? 0), enabled: revisionId !== null });
}
