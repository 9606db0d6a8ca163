/**
 * The changes Material Processing types: POST /api/production/stockpiles opens a pile, POST
 * /api/production/stockpile-movements records a dispatch or a transfer, and POST
 * /api/production/stockpiles/{stockpile_id}/surveys a survey, answered with its variance against the book.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { movementResponseSchema, stockpileResponseSchema, type MovementValues, type StockpileValues, type SurveyValues } from '@weighbridge/contract/stockpiles';
import { apiPost } from '../../../app/api-client';
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

export function useRecordMovement() {
  return useStockpileChange((movement: MovementValues) => apiPost('/production/stockpile-movements', movement, { schema: movementResponseSchema }));
}

export function useRecordSurvey() {
  return useStockpileChange(({ stockpileId, survey }: { stockpileId: number; survey: SurveyValues }) =>
    apiPost(`/production/stockpiles/${stockpileId}/surveys`, survey, { schema: movementResponseSchema }),
  );
}
