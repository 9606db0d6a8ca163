/** PUT /api/stop-reasons/{reason_id}: replaces the whole reason; a reason taken out of use is no longer offered. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StopReasonValues, stopReasonResponseSchema } from '@weighbridge/contract/stops';
import { apiPut } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useUpdateStopReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ reasonId, reason }: { reasonId: number; reason: StopReasonValues }) =>
      (await apiPut(`/stop-reasons/${reasonId}`, reason, { schema: stopReasonResponseSchema })).data,
    // The stops name their reason: a renamed reason reads anew there too.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.stopReasons.all }), queryClient.invalidateQueries({ queryKey: queryKeys.stops.all })]),
  });
}
