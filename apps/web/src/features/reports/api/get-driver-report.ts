/** GET /api/reports/drivers: the Driver Activity tab: drivers and a page of their performance by vehicle. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { driverReportSchema } from '@weighbridge/contract/reports';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';
import type { PeriodQuery } from '../report-period';

/** `pairsPage`: which page of the driver and vehicle pairs (DRIVER_PAIRS_PAGE_SIZE a page). */
export function driverReportQueryOptions(period: PeriodQuery, pairsPage = 1) {
  const query = { ...period, pairsPage };
  return queryOptions({
    queryKey: queryKeys.reports.drivers(query),
    queryFn: ({ signal }) => apiGet('/reports/drivers', { query, schema: driverReportSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDriverReport(period: PeriodQuery, pairsPage = 1) {
  return useQuery(driverReportQueryOptions(period, pairsPage));
}
