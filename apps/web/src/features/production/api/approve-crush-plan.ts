/**
 * POST /api/production/crush-plans/{revision_id}/approve: the draft becomes the year's plan, with its reason.
 * Plan vs Actual compares with the approved revision, so its figures are asked again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crushPlanResponseSchema } from '@weighbridge/contract/crush-plan';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useApproveCrushPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ revisionId, reason }: { revisionId: number; reason: string }) =>
      (await apiPost(`/production/crush-plans/${revisionId}/approve`, { reason }, { schema: crushPlanResponseSchema })).data,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.crushPlans.all }), queryClient.invalidateQueries({ queryKey: queryKeys.productionFigures.all })]),
  });
}
