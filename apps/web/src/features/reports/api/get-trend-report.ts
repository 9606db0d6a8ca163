/** GET /api/reports/trends: the Trends tab: loads by day, or by month for a long period. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { trendReportSchema } from '@weighbridge/contract/reports';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';
import type { PeriodQuery } from '../report-period';

export function trendReportQueryOptions(period: PeriodQuery) {
  return queryOptions({
    queryKey: queryKeys.reports.trends(period),
    queryFn: ({ signal }) => apiGet('/reports/trends', { query: period, schema: trendReportSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTrendReport(period: PeriodQuery) {
  return useQuery(trendReportQueryOptions(period));
}
