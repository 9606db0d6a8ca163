/** GET /api/sign-in-lockouts: the usernames and addresses the sign-in throttle counts now. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { signInLockoutListResponseSchema } from '@weighbridge/contract/sign-in-lockouts';
import { apiGet } from '../../../app/api-client';

export const SIGN_IN_LOCKOUTS_KEY = ['sign-in-lockouts'] as const;

export function signInLockoutsQueryOptions() {
  return queryOptions({
    queryKey: SIGN_IN_LOCKOUTS_KEY,
    queryFn: async ({ signal }) => (await apiGet('/sign-in-lockouts', { schema: signInLockoutListResponseSchema, signal })).data,
  });
}

export function useSignInLockouts() {
  return useQuery(signInLockoutsQueryOptions());
}
