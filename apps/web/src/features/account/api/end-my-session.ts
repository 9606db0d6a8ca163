/** DELETE /api/auth/sessions/:id: ends another session of the signed-in user. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endSessionResponseSchema } from '@weighbridge/contract/sessions';
import { apiDelete } from '../../../app/api-client';
import { MY_SESSIONS_KEY } from './get-my-sessions';

export function useEndMySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/auth/sessions/${id}`, { schema: endSessionResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_SESSIONS_KEY }),
  });
}
