/** DELETE /api/users/{id}/two-factor: an administrator turns a user's two-factor sign-in off (a lost phone and codes). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoFactorDisableResponseSchema } from '@weighbridge/contract/two-factor';
import { apiDelete } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiDelete(`/users/${id}/two-factor`, { schema: twoFactorDisableResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
