/** POST /api/auth/two-factor/recovery-codes: new recovery codes for a code of the app; the old ones stop working. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recoveryCodesResponseSchema } from '@weighbridge/contract/two-factor';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => apiPost('/auth/two-factor/recovery-codes', { code }, { schema: recoveryCodesResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.twoFactor() }),
  });
}
