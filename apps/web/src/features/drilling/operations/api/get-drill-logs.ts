/** GET /api/drilling/logs?from&to: the logs of a period of production days, with each rig's totals over them. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { drillLogListResponseSchema } from '@weighbridge/contract/drill-logs';
import { apiGet } from '../../../../app/api-client';
import { queryKeys } from '../../../../app/queries/query-keys';

export type ProductionDays = { from: string; to: string };

/** The key of a list that asks for no days (a To before its From): it is never asked. */
export const NO_DAYS: ProductionDays = { from: '', to: '' };

export function drillLogsQueryOptions(days: ProductionDays) {
  return queryOptions({
    queryKey: queryKeys.drillLogs.list(days),
    queryFn: async ({ signal }) => apiGet('/drilling/logs', { query: days, schema: drillLogListResponseSchema, signal }),
  });
}

/** Null days ask for nothing. */
export function useDrillLogs(days: ProductionDays | null) {
  return useQuery({ ...drillLogsQueryOptions(days ?? NO_DAYS), enabled: days !== null });
}
