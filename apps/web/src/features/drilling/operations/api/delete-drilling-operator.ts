/** DELETE /api/drilling/operators/{operator_id}: refused for one with drill logs or blasts, who is taken out of use instead. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedResponseSchema } from '@weighbridge/contract/fields';
import { apiDelete } from '../../../../app/api-client';
import { queryKeys } from '../../../../app/queries/query-keys';

export function useDeleteDrillingOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (operatorId: number) => apiDelete(`/drilling/operators/${operatorId}`, { schema: deletedResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.drillingOperators.all }),
  });
}
