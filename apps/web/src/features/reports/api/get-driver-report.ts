/** GET /api/reports/drivers: the Driver Activity tab: drivers and their performance by vehicle. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { driverReportSchema } from '@weighbridge/contract/reports';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';
import type { PeriodQuery } from '../report-period';

export function driverReportQueryOptions(period: PeriodQuery) {
  return queryOptions({
    queryKey: queryKeys.reports.drivers(period),
    queryFn: ({ signal }) => apiGet('/reports/drivers', { query: period, schema: driverReportSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDriverReport(period: PeriodQuery) {
  return useQuery(driverReportQueryOptions(period));
}
