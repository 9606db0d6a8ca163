/**
 * GET /api/production/figures?from&to: each plant's figures over production days [from, to]. Plan vs Actual asks
 * for its month and, for the chart, for each month of the year so far.
 */
import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { productionFiguresResponseSchema } from '@weighbridge/contract/production-figures';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export type ProductionPeriod = { from: string; to: string };

export function productionFiguresQueryOptions({ from, to }: ProductionPeriod) {
  return queryOptions({
    queryKey: queryKeys.productionFigures.period({ from, to }),
    queryFn: async ({ signal }) => (await apiGet('/production/figures', { query: { from, to }, schema: productionFiguresResponseSchema, signal })).data,
    // Another month keeps the figures shown until its own arrive, rather than a blank page.
    placeholderData: keepPreviousData,
  });
}

export function useProductionFigures(period: ProductionPeriod) {
  return useQuery(productionFiguresQueryOptions(period));
}

/** The figures of several periods at once (the months of a year), in their order. */
export function useProductionFiguresOf(periods: readonly ProductionPeriod[]) {
  return useQueries({ queries: periods.map((period) => productionFiguresQueryOptions(period)) });
}
