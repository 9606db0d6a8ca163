/** GET /api/scale-documents?limit=50: the most recent transactions of the period, newest first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_RECENT_LIMIT } from '@weighbridge/contract/constants';
import type { PeriodQuery } from '@weighbridge/contract/date-ranges';
import { documentListResponseSchema } from '@weighbridge/contract/scale-documents';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';
import { LIVE_REFRESH } from './live-refresh';

export function recentDocumentsQueryOptions(period: PeriodQuery) {
  return queryOptions({
    queryKey: queryKeys.scaleDocuments.dashboardRecent(period),
    queryFn: async ({ signal }) =>
      (await apiGet('/scale-documents', { query: { ...period, page: 1, limit: DASHBOARD_RECENT_LIMIT }, schema: documentListResponseSchema, signal })).data,
    placeholderData: keepPreviousData,
    ...LIVE_REFRESH,
  });
}

export function useRecentDocuments(period: PeriodQuery) {
  return useQuery(recentDocumentsQueryOptions(period));
}
