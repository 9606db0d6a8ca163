/** POST /api/roles: a custom role and its grants. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RoleInput, roleResponseSchema } from '@weighbridge/contract/users';
import { apiPost } from '../../../app/api-client';
import { refetchAccountsAndRoles } from './get-roles';

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (role: RoleInput) => (await apiPost('/roles', role, { schema: roleResponseSchema })).data,
    onSuccess: () => refetchAccountsAndRoles(queryClient),
  });
}
