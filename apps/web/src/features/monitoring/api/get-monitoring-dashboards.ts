/** GET /api/monitoring/dashboards: the external dashboards (MONITORING_URL), or null when none is configured. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { monitoringDashboardsResponseSchema } from '@weighbridge/contract/monitoring';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function monitoringDashboardsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.monitoring.dashboards(),
    queryFn: async ({ signal }) => (await apiGet('/monitoring/dashboards', { schema: monitoringDashboardsResponseSchema, signal })).dashboards,
    staleTime: Infinity,
  });
}

export function useMonitoringDashboards() {
  return useQuery(monitoringDashboardsQueryOptions());
}
