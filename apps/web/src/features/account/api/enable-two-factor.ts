/** POST /api/auth/two-factor/enable: turns two-factor sign-in on with the app's first code; answers the recovery codes. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recoveryCodesResponseSchema } from '@weighbridge/contract/two-factor';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiPost('/auth/two-factor/enable', { code }, { schema: recoveryCodesResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.twoFactor() }),
  });
}
