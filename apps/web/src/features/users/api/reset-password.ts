/** POST /api/users/{id}/reset-password: a temporary password, changed at the next sign-in; the account's sessions end. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountResponseSchema, type PasswordReset } from '@weighbridge/contract/users';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reset }: { id: number; reset: PasswordReset }) =>
      (await apiPost(`/users/${id}/reset-password`, reset, { schema: accountResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
