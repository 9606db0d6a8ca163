/** POST /api/stop-reasons: a reason of one class. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StopReasonValues, stopReasonResponseSchema } from '@weighbridge/contract/stops';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useCreateStopReason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reason: StopReasonValues) => (await apiPost('/stop-reasons', reason, { schema: stopReasonResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.stopReasons.all }),
  });
}
