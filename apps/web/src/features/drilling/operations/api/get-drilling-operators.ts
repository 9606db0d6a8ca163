/** GET /api/drilling/operators: every operator, in use or not, with their competencies. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { drillingOperatorListResponseSchema } from '@weighbridge/contract/drilling-operators';
import { apiGet } from '../../../../app/api-client';
import { queryKeys } from '../../../../app/queries/query-keys';

export function drillingOperatorsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.drillingOperators.all,
    queryFn: async ({ signal }) => (await apiGet('/drilling/operators', { schema: drillingOperatorListResponseSchema, signal })).data,
  });
}

export function useDrillingOperators() {
  return useQuery(drillingOperatorsQueryOptions());
}
