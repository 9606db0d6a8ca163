/** GET /api/monitoring/summary: the server's live figures, fetched again every 10 seconds while shown. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MONITORING_REFRESH_MS, monitoringSummarySchema } from '@weighbridge/contract/monitoring';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function monitoringSummaryQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.monitoring.summary(),
    queryFn: ({ signal }) => apiGet('/monitoring/summary', { schema: monitoringSummarySchema, signal }),
    refetchInterval: MONITORING_REFRESH_MS,
  });
}

export function useMonitoringSummary() {
  return useQuery(monitoringSummaryQueryOptions());
}
