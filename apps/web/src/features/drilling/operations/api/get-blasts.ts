/** GET /api/drilling/blasts?from&to: the blasts fired in a period of production days, each with its muckpile. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { blastListResponseSchema } from '@weighbridge/contract/blasts';
import { apiGet } from '../../../../app/api-client';
import { queryKeys } from '../../../../app/queries/query-keys';
import { NO_DAYS, type ProductionDays } from './get-drill-logs';

export function blastsQueryOptions(days: ProductionDays) {
  return queryOptions({
    queryKey: queryKeys.blasts.list(days),
    queryFn: async ({ signal }) => (await apiGet('/drilling/blasts', { query: days, schema: blastListResponseSchema, signal })).data,
  });
}

/** Null days ask for nothing. */
export function useBlasts(days: ProductionDays | null) {
  return useQuery({ ...blastsQueryOptions(days ?? NO_DAYS), enabled: days !== null });
}
