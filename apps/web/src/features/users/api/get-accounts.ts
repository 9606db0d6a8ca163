/** GET /api/users: every account, active or not. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountListResponseSchema } from '@weighbridge/contract/users';
import { apiGet } from '../../../app/api-client';

export const ACCOUNTS_KEY = ['users'] as const;

export function accountsQueryOptions() {
  return queryOptions({
    queryKey: ACCOUNTS_KEY,
    queryFn: async ({ signal }) => (await apiGet('/users', { schema: accountListResponseSchema, signal })).data,
  });
}

export function useAccounts() {
  return useQuery(accountsQueryOptions());
}
