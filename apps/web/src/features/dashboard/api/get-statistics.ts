/** GET /api/scale-documents/stats: the figures of the four cards for the period. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PeriodQuery } from '@weighbridge/contract/date-ranges';
import { documentStatsSchema } from '@weighbridge/contract/scale-documents';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';
import { LIVE_REFRESH } from './live-refresh';

export function statisticsQueryOptions(period: PeriodQuery) {
  return queryOptions({
    // Under the scale documents' key, so that voiding a document refreshes the cards too.
    queryKey: queryKeys.scaleDocuments.stats(period),
    queryFn: ({ signal }) => apiGet('/scale-documents/stats', { query: period, schema: documentStatsSchema, signal }),
    placeholderData: keepPreviousData,
    ...LIVE_REFRESH,
  });
}

export function useStatistics(period: PeriodQuery) {
  return useQuery(statisticsQueryOptions(period));
}
