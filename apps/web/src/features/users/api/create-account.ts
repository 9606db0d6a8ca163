/** POST /api/users: a new account with a first password, which its user changes at the first sign-in. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountResponseSchema, type NewAccount } from '@weighbridge/contract/users';
import { apiPost } from '../../../app/api-client';
import { refetchAccountsAndRoles } from './get-roles';

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (account: NewAccount) => (await apiPost('/users', account, { schema: accountResponseSchema })).data,
    onSuccess: () => refetchAccountsAndRoles(queryClient),
  });
}
