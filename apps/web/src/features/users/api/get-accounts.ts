/** GET /api/users: every account, active or not. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountListResponseSchema } from '@weighbridge/contract/users';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function accountsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.users.all,
    queryFn: async ({ signal }) => (await apiGet('/users', { schema: accountListResponseSchema, signal })).data,
  });
}

export function useAccounts() {
  return useQuery(accountsQueryOptions());
}
