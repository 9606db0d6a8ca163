/** GET /api/drilling/figures?from&to: a period of production days' drilling figures and the approved plan against them. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { drillingFiguresResponseSchema, type DrillingFiguresQuery } from '@weighbridge/contract/drilling-figures';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function drillingFiguresQueryOptions(period: DrillingFiguresQuery) {
  return queryOptions({
    queryKey: queryKeys.drillingFigures.period(period),
    queryFn: async ({ signal }) => (await apiGet('/drilling/figures', { query: period, schema: drillingFiguresResponseSchema, signal })).data,
    // Another period keeps the figures shown until its own arrive, rather than a blank page.
    placeholderData: keepPreviousData,
  });
}

export function useDrillingFigures(period: DrillingFiguresQuery) {
  return useQuery(drillingFiguresQueryOptions(period));
}
