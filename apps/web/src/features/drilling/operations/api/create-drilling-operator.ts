/** POST /api/drilling/operators. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DrillingOperatorValues, drillingOperatorResponseSchema } from '@weighbridge/contract/drilling-operators';
import { apiPost } from '../../../../app/api-client';
import { queryKeys } from '../../../../app/queries/query-keys';

export function useCreateDrillingOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (operator: DrillingOperatorValues) => (await apiPost('/drilling/operators', operator, { schema: drillingOperatorResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.drillingOperators.all }),
  });
}
