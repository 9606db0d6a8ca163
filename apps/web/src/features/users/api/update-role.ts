/** PUT /api/roles/{name}: a custom role's name, label, description and grants; its users follow a new name. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RoleInput, roleResponseSchema } from '@weighbridge/contract/users';
import { apiPut } from '../../../app/api-client';
import { refetchAccountsAndRoles } from './get-roles';

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, role }: { name: string; role: RoleInput }) =>
      (await apiPut(`/roles/${encodeURIComponent(name)}`, role, { schema: roleResponseSchema })).data,
    onSuccess: () => refetchAccountsAndRoles(queryClient),
  });
}
