/** DELETE /api/auth/sessions/:id: ends another session of the signed-in user. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endSessionResponseSchema } from '@weighbridge/contract/sessions';
import { apiDelete } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useEndMySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/auth/sessions/${id}`, { schema: endSessionResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.mySessions() }),
  });
}
