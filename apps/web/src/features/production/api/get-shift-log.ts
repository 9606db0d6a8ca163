/** GET /api/production/shift-logs/shift: the log of one plant's shift, or its draft with the weighed feed prefilled. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ShiftLogKey, shiftLogResponseSchema } from '@weighbridge/contract/shift-logs';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function shiftLogQueryOptions(key: ShiftLogKey) {
  return queryOptions({
    queryKey: queryKeys.shiftLogs.shift(key),
    queryFn: async ({ signal }) => (await apiGet('/production/shift-logs/shift', { query: key, schema: shiftLogResponseSchema, signal })).data,
  });
}

export function useShiftLog(key: ShiftLogKey) {
  return useQuery(shiftLogQueryOptions(key));
}
