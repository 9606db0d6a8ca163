/** PUT /api/roles/{name}/two-factor: whether the role's users must sign in with a code after the password. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleResponseSchema } from '@weighbridge/contract/users';
import { apiPut } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useRequireTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, required }: { name: string; required: boolean }) =>
      (await apiPut(`/roles/${encodeURIComponent(name)}/two-factor`, { required }, { schema: roleResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.roles.all }),
  });
}
