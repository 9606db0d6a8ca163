/** GET /api/production/shift-logs: the logs of a period's production days, of one plant or all. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { shiftLogListResponseSchema } from '@weighbridge/contract/shift-logs';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export type ShiftLogFilter = { from: string; to: string; plantId: number | null };

export function shiftLogsQueryOptions({ from, to, plantId }: ShiftLogFilter) {
  return queryOptions({
    queryKey: queryKeys.shiftLogs.list({ from, to, plantId }),
    queryFn: async ({ signal }) => (await apiGet('/production/shift-logs', { query: { from, to, plant_id: plantId ?? undefined }, schema: shiftLogListResponseSchema, signal })).data,
  });
}

export function useShiftLogs(filter: ShiftLogFilter) {
  return useQuery(shiftLogsQueryOptions(filter));
}
