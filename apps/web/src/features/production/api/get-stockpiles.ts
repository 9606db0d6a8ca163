/** GET /api/production/stockpiles: every pile, its product and place, opening balance and day. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { stockpileListResponseSchema } from '@weighbridge/contract/stockpiles';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function stockpilesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.stockpiles.list(),
    queryFn: async ({ signal }) => (await apiGet('/production/stockpiles', { schema: stockpileListResponseSchema, signal })).data,
  });
}

export function useStockpiles() {
  return useQuery(stockpilesQueryOptions());
}
