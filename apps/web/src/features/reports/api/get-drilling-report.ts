/** GET /api/reports/drilling: each rig's metres, each blast and its muckpile, and the plan against the actuals. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { drillingReportResponseSchema, type OperationsReportPeriod } from '@weighbridge/contract/operations-reports';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';
import type { PeriodQuery } from '../report-period';

export function drillingReportQueryOptions(period: PeriodQuery<OperationsReportPeriod>) {
  return queryOptions({
    queryKey: queryKeys.reports.drilling(period),
    queryFn: ({ signal }) => apiGet('/reports/drilling', { query: period, schema: drillingReportResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDrillingReport(period: PeriodQuery<OperationsReportPeriod>) {
  return useQuery(drillingReportQueryOptions(period));
}
