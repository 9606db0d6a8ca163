/** POST /api/stops/{stop_id}/classify: a stop without a reason (a detected gap) is given one. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StopEnd, stopResponseSchema } from '@weighbridge/contract/stops';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useClassifyStop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ stopId, body }: { stopId: number; body: StopEnd }) =>
      (await apiPost(`/stops/${stopId}/classify`, body, { schema: stopResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.stops.all }),
  });
}
