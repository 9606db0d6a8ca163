/** DELETE /api/sessions/:id: ends any user's session; its token is refused at its next request. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endSessionResponseSchema } from '@weighbridge/contract/sessions';
import { apiDelete } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/sessions/${id}`, { schema: endSessionResponseSchema }),
    // The session leaves the list (or, if it had already ended, the list shows so); the ending is a new row of the trail.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.sessions.all }), queryClient.invalidateQueries({ queryKey: queryKeys.auditLog.all })]),
  });
}
