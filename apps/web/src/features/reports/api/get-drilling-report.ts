/** GET /api/reports/drilling: each rig's metres, each blast and its muckpile, and the plan against the actuals. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { drillingReportResponseSchema, type OperationsReportPeriod } from '@weighbridge/contract/operations-reports';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';
import type { PeriodQuery } from '../report-period';

/** `blastsPage`: which page of the period's blasts (BLASTS_PAGE_SIZE a page). */
export function drillingReportQueryOptions(period: PeriodQuery<OperationsReportPeriod>, blastsPage = 1) {
  const query = { ...period, blastsPage };
  return queryOptions({
    queryKey: queryKeys.reports.drilling(query),
    queryFn: ({ signal }) => apiGet('/reports/drilling', { query, schema: drillingReportResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDrillingReport(period: PeriodQuery<OperationsReportPeriod>, blastsPage = 1) {
  return useQuery(drillingReportQueryOptions(period, blastsPage));
}
