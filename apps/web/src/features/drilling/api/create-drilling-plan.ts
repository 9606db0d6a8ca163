/** POST /api/drilling/plans: a new draft revision of a year's plan. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PlanValues, planResponseSchema } from '@weighbridge/contract/drilling-plans';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useCreateDrillingPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (plan: PlanValues) => (await apiPost('/drilling/plans', plan, { schema: planResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.drillingPlans.all }),
  });
}
