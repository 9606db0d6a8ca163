/** POST /api/drilling/plans/{revision_id}/approve: the draft becomes the year's plan; the figures compare against it from now. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planResponseSchema } from '@weighbridge/contract/drilling-plans';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useApproveDrillingPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ revisionId, reason }: { revisionId: number; reason: string }) =>
      (await apiPost(`/drilling/plans/${revisionId}/approve`, { reason }, { schema: planResponseSchema })).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.drillingPlans.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.drillingFigures.all }),
      ]),
  });
}
