/** GET /api/roles: the built-in roles, then the custom ones, each with its grants and how many accounts hold it. */
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { roleListResponseSchema } from '@weighbridge/contract/users';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function rolesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.roles.all,
    queryFn: async ({ signal }) => (await apiGet('/roles', { schema: roleListResponseSchema, signal })).data,
  });
}

export function useRoles() {
  return useQuery(rolesQueryOptions());
}

/**
 * After any change on the page: an account's role changes its role's count of holders, and a role's new
 * name or label shows in the accounts that hold it. Returning the refetch keeps a dialog saving until both show it.
 */
export function refetchAccountsAndRoles(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.users.all }), queryClient.invalidateQueries({ queryKey: queryKeys.roles.all })]);
}
