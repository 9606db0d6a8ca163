/** POST /api/stops without times: the machine stops now, with its reason and comment. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StopValues, stopResponseSchema } from '@weighbridge/contract/stops';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useStartStop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (stop: StopValues) => (await apiPost('/stops', stop, { schema: stopResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.stops.all }),
  });
}
