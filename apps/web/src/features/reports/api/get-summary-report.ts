/** GET /api/reports/summary: the Summary Report tab: totals, material breakdown and hourly activity. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { summaryReportSchema } from '@weighbridge/contract/reports';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';
import type { PeriodQuery } from '../report-period';

export function summaryReportQueryOptions(period: PeriodQuery) {
  return queryOptions({
    queryKey: queryKeys.reports.summary(period),
    queryFn: ({ signal }) => apiGet('/reports/summary', { query: period, schema: summaryReportSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSummaryReport(period: PeriodQuery) {
  return useQuery(summaryReportQueryOptions(period));
}
