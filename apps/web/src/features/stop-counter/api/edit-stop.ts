/** PUT /api/stops/{stop_id}: a correction of a stop's start, end, reason and comment. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StopEdit, stopResponseSchema } from '@weighbridge/contract/stops';
import { apiPut } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useEditStop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ stopId, body }: { stopId: number; body: StopEdit }) =>
      (await apiPut(`/stops/${stopId}`, body, { schema: stopResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.stops.all }),
  });
}
