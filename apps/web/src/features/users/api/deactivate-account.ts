/** POST /api/users/{id}/deactivate: the account's sessions end at once and it cannot sign in. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountResponseSchema } from '@weighbridge/contract/users';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useDeactivateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiPost(`/users/${id}/deactivate`, undefined, { schema: accountResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
