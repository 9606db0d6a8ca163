/** PUT /api/drilling/plans/{revision_id}: a draft's notes and lines, replaced whole. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PlanEdit, planResponseSchema } from '@weighbridge/contract/drilling-plans';
import { apiPut } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useUpdateDrillingPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ revisionId, plan }: { revisionId: number; plan: PlanEdit }) =>
      (await apiPut(`/drilling/plans/${revisionId}`, plan, { schema: planResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.drillingPlans.all }),
  });
}
