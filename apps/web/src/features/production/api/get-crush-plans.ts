/** GET /api/production/crush-plans?year: the revisions of a year, newest first as the server lists them. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { crushPlanListResponseSchema } from '@weighbridge/contract/crush-plan';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function crushPlansQueryOptions(year: number) {
  return queryOptions({
    queryKey: queryKeys.crushPlans.year(year),
    queryFn: async ({ signal }) => (await apiGet('/production/crush-plans', { query: { year }, schema: crushPlanListResponseSchema, signal })).data,
  });
}

export function useCrushPlans(year: number) {
  return useQuery(crushPlansQueryOptions(year));
}
