/** POST /api/auth/two-factor/disable: turns two-factor sign-in off, with the current password. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorDisableResponseSchema } from '@weighbridge/contract/two-factor';
import { apiPost } from '../../../app/api-client';
import { TWO_FACTOR_KEY } from './get-two-factor';

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currentPassword: string) => apiPost('/auth/two-factor/disable', { current_password: currentPassword }, { schema: twoFactorDisableResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY }),
  });
}
