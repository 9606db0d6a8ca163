/** GET /api/production/stockpile-balances: each pile over the production days [from, to], and each product's weighed outbound loads. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { balancesResponseSchema } from '@weighbridge/contract/stockpiles';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export type BalancePeriod = { from: string; to: string };

export function stockpileBalancesQueryOptions({ from, to }: BalancePeriod) {
  return queryOptions({
    queryKey: queryKeys.stockpiles.balances({ from, to }),
    queryFn: async ({ signal }) => (await apiGet('/production/stockpile-balances', { query: { from, to }, schema: balancesResponseSchema, signal })).data,
  });
}

export function useStockpileBalances(period: BalancePeriod) {
  return useQuery(stockpileBalancesQueryOptions(period));
}
