/** GET /api/reports/downtime: the Downtime tab: each machine's availability and the Pareto of the stop reasons. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { downtimeReportSchema } from '@weighbridge/contract/reports';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';
import type { PeriodQuery } from '../report-period';

export function downtimeReportQueryOptions(period: PeriodQuery) {
  return queryOptions({
    queryKey: queryKeys.reports.downtime(period),
    queryFn: ({ signal }) => apiGet('/reports/downtime', { query: period, schema: downtimeReportSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDowntimeReport(period: PeriodQuery) {
  return useQuery(downtimeReportQueryOptions(period));
}
