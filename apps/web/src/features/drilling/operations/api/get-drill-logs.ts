/** GET /api/drilling/logs?from&to: the logs of a period of production days, with each rig's totals over them. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { drillLogListResponseSchema } from '@weighbridge/contract/drill-logs';
import { apiGet } from '../../../../app/api-client';
import { queryKeys } from '../../../../app/queries/query-keys';

export type ProductionDays = { from: string; to: string };

export function drillLogsQueryOptions(days: ProductionDays) {
  return queryOptions({
    queryKey: queryKeys.drillLogs.list(days),
    queryFn: async ({ signal }) => apiGet('/drilling/logs', { query: days, schema: drillLogListResponseSchema, signal }),
  });
}

export function useDrillLogs(days: ProductionDays, enabled = true) {
  return useQuery({ ...drillLogsQueryOptions(days), enabled });
}
