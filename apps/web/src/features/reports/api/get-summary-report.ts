/** GET /api/reports/summary: the Summary Report tab: totals, material breakdown and hourly activity. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { summaryReportSchema } from '@weighbridge/contract/reports';
import { apiGet } from '../../../app/api-client';
import type { PeriodQuery } from '../report-period';

export function summaryReportQueryOptions(period: PeriodQuery) {
  return queryOptions({
    queryKey: ['reports', 'summary', period],
    queryFn: ({ signal }) => apiGet('/reports/summary', { query: period, schema: summaryReportSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSummaryReport(period: PeriodQuery) {
  return useQuery(summaryReportQueryOptions(period));
}
