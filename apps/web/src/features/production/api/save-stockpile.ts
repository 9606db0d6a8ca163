/**
 * The changes Material Processing types: POST /api/production/stockpiles opens a pile, PUT and DELETE
 * /api/production/stockpiles/{stockpile_id} change or delete one (the server refuses another product or the
 * delete while it has movements), POST /api/production/stockpile-movements records a dispatch or a transfer,
 * and POST /api/production/stockpiles/{stockpile_id}/surveys a survey, answered with its variance against the
 * book.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedResponseSchema } from '@weighbridge/contract/fields';
import { movementResponseSchema, stockpileResponseSchema, type MovementValues, type StockpileValues, type SurveyValues } from '@weighbridge/contract/stockpiles';
import { apiDelete, apiPost, apiPut } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

function useStockpileChange<Variables, Answer>(send: (variables: Variables) => Promise<{ data: Answer }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: Variables) => (await send(variables)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.stockpiles.all }),
  });
}

export function useCreateStockpile() {
  return useStockpileChange((pile: StockpileValues) => apiPost('/production/stockpiles', pile, { schema: stockpileResponseSchema }));
}

export function useUpdateStockpile() {
  return useStockpileChange(({ stockpileId, pile }: { stockpileId: number; pile: StockpileValues }) =>
    apiPut(`/production/stockpiles/${stockpileId}`, pile, { schema: stockpileResponseSchema }),
  );
}

export function useDeleteStockpile() {
  return useStockpileChange(async (stockpileId: number) => ({ data: await apiDelete(`/production/stockpiles/${stockpileId}`, { schema: deletedResponseSchema }) }));
}

export function useRecordMovement() {
  return useStockpileChange((movement: MovementValues) => apiPost('/production/stockpile-movements', movement, { schema: movementResponseSchema }));
}

export function useRecordSurvey() {
  return useStockpileChange(({ stockpileId, survey }: { stockpileId: number; survey: SurveyValues }) =>
    apiPost(`/production/stockpiles/${stockpileId}/surveys`, survey, { schema: movementResponseSchema }),
  );
}
