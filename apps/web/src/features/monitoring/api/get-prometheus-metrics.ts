/** GET /api/monitoring/metrics: the raw Prometheus text, fetched again every 10 seconds while shown. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MONITORING_REFRESH_MS } from '@weighbridge/contract/monitoring';
import { apiGetText } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function prometheusMetricsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.monitoring.metrics(),
    queryFn: ({ signal }) => apiGetText('/monitoring/metrics', { signal }),
    refetchInterval: MONITORING_REFRESH_MS,
  });
}

export function usePrometheusMetrics() {
  return useQuery(prometheusMetricsQueryOptions());
}
