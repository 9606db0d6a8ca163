/** POST /api/stops/{stop_id}/end: the machine runs again; the reason is given here when the stop had none. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StopEnd, stopResponseSchema } from '@weighbridge/contract/stops';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useEndStop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ stopId, body }: { stopId: number; body: StopEnd }) =>
      (await apiPost(`/stops/${stopId}/end`, body, { schema: stopResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.stops.all }),
  });
}
