/** GET /api/sign-in-lockouts: the usernames and addresses the sign-in throttle counts now. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { signInLockoutListResponseSchema } from '@weighbridge/contract/sign-in-lockouts';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function signInLockoutsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.signInLockouts.all,
    queryFn: async ({ signal }) => (await apiGet('/sign-in-lockouts', { schema: signInLockoutListResponseSchema, signal })).data,
  });
}

export function useSignInLockouts() {
  return useQuery(signInLockoutsQueryOptions());
}
