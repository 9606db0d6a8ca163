/** POST /api/sign-in-lockouts/unlock: clears one username's or address's count, so that it may sign in at once. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UnlockSignInRequest, unlockSignInResponseSchema } from '@weighbridge/contract/sign-in-lockouts';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useUnlockSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: UnlockSignInRequest) => apiPost('/sign-in-lockouts/unlock', entry, { schema: unlockSignInResponseSchema }),
    // The entry leaves the list (or, if it was already gone, the list shows so); the unlock is a new row of the trail.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.signInLockouts.all }), queryClient.invalidateQueries({ queryKey: queryKeys.auditLog.all })]),
  });
}
