/** GET /api/production/stockpiles/{stockpile_id}/movements: a pile's movements, the latest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { movementListResponseSchema } from '@weighbridge/contract/stockpiles';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function stockpileMovementsQueryOptions(stockpileId: number) {
  return queryOptions({
    queryKey: queryKeys.stockpiles.movements(stockpileId),
    queryFn: async ({ signal }) => (await apiGet(`/production/stockpiles/${stockpileId}/movements`, { schema: movementListResponseSchema, signal })).data,
  });
}

export function useStockpileMovements(stockpileId: number) {
  return useQuery(stockpileMovementsQueryOptions(stockpileId));
}
