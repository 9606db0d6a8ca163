/** GET /api/production/shift-logs/{log_id}/amendments: who amended a signed log, when and why. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { shiftLogAmendmentListResponseSchema } from '@weighbridge/contract/shift-logs';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function shiftLogAmendmentsQueryOptions(logId: number) {
  return queryOptions({
    queryKey: queryKeys.shiftLogs.amendments(logId),
    queryFn: async ({ signal }) => (await apiGet(`/production/shift-logs/${logId}/amendments`, { schema: shiftLogAmendmentListResponseSchema, signal })).data,
  });
}

export function useShiftLogAmendments(logId: number | null) {
  return useQuery({ ...shiftLogAmendmentsQueryOptions(logId ?? 0), enabled: logId !== null });
}
