/** POST /api/auth/two-factor/disable: turns two-factor sign-in off, with the current password. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorDisableResponseSchema } from '@weighbridge/contract/two-factor';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currentPassword: string) => apiPost('/auth/two-factor/disable', { current_password: currentPassword }, { schema: twoFactorDisableResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.twoFactor() }),
  });
}
