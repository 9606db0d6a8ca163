/** DELETE /api/drilling/plans/{revision_id}: a draft, which the server refuses for an approved or superseded revision. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedResponseSchema } from '@weighbridge/contract/fields';
import { apiDelete } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useDeleteDrillingPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (revisionId: number) => apiDelete(`/drilling/plans/${revisionId}`, { schema: deletedResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.drillingPlans.all }),
  });
}
