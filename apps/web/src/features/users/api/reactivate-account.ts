/** POST /api/users/{id}/reactivate: the account may sign in again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountResponseSchema } from '@weighbridge/contract/users';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useReactivateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await apiPost(`/users/${id}/reactivate`, undefined, { schema: accountResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
