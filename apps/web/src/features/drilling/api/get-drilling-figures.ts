/** GET /api/drilling/figures?from&to&blastsPage: a period of production days' drilling figures, a page of its blasts, and the approved plan against them. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { drillingFiguresResponseSchema } from '@weighbridge/contract/drilling-figures';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

type Days = { from: string; to: string };

/** `blastsPage`: which page of the period's blasts (BLASTS_PAGE_SIZE a page). */
export function drillingFiguresQueryOptions(days: Days, blastsPage = 1) {
  const query = { ...days, blastsPage };
  return queryOptions({
    queryKey: queryKeys.drillingFigures.period(query),
    queryFn: async ({ signal }) => (await apiGet('/drilling/figures', { query, schema: drillingFiguresResponseSchema, signal })).data,
    // Another period keeps the figures shown until its own arrive, rather than a blank page.
    placeholderData: keepPreviousData,
  });
}

export function useDrillingFigures(days: Days, blastsPage = 1) {
  return useQuery(drillingFiguresQueryOptions(days, blastsPage));
}
