/** PUT /api/drilling/operators/{operator_id}: the whole record; taking an operator out of use is a status of it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DrillingOperatorValues, drillingOperatorResponseSchema } from '@weighbridge/contract/drilling-operators';
import { apiPut } from '../../../../app/api-client';
import { queryKeys } from '../../../../app/queries/query-keys';

export function useUpdateDrillingOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ operatorId, operator }: { operatorId: number; operator: DrillingOperatorValues }) =>
      (await apiPut(`/drilling/operators/${operatorId}`, operator, { schema: drillingOperatorResponseSchema })).data,
    // Logs and blasts name their operator: a renamed one reads anew there too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.drillingOperators.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.drillLogs.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.blasts.all }),
      ]),
  });
}
