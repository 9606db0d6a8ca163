/** GET /api/auth/two-factor: whether the signed-in user signs in with a code, and how many recovery codes are left. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { twoFactorStatusSchema } from '@weighbridge/contract/two-factor';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function twoFactorQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.auth.twoFactor(),
    queryFn: ({ signal }) => apiGet('/auth/two-factor', { schema: twoFactorStatusSchema, signal }),
  });
}

export function useTwoFactor() {
  return useQuery(twoFactorQueryOptions());
}
