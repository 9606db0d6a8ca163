/** PUT /api/users/{id}: an account's name and role. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AccountUpdate, accountResponseSchema } from '@weighbridge/contract/users';
import { apiPut } from '../../../app/api-client';
import { refetchAccountsAndRoles } from './get-roles';

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, update }: { id: number; update: AccountUpdate }) =>
      (await apiPut(`/users/${id}`, update, { schema: accountResponseSchema })).data,
    onSuccess: () => refetchAccountsAndRoles(queryClient),
  });
}
