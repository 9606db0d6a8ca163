/** PUT /api/production/crush-plans/{revision_id}/lines: the draft's lines, all of them. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crushPlanResponseSchema, type PlanLineValues } from '@weighbridge/contract/crush-plan';
import { apiPut } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useSaveCrushPlanLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ revisionId, lines }: { revisionId: number; lines: PlanLineValues[] }) =>
      (await apiPut(`/production/crush-plans/${revisionId}/lines`, { lines }, { schema: crushPlanResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.crushPlans.all }),
  });
}
