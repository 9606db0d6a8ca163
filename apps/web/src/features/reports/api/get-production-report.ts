/** GET /api/reports/production: each crushing plant's figures of the period, and the plan against the output by month. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type OperationsReportPeriod, productionReportResponseSchema } from '@weighbridge/contract/operations-reports';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';
import type { PeriodQuery } from '../report-period';

export function productionReportQueryOptions(period: PeriodQuery<OperationsReportPeriod>) {
  return queryOptions({
    queryKey: queryKeys.reports.production(period),
    queryFn: ({ signal }) => apiGet('/reports/production', { query: period, schema: productionReportResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProductionReport(period: PeriodQuery<OperationsReportPeriod>) {
  return useQuery(productionReportQueryOptions(period));
}
