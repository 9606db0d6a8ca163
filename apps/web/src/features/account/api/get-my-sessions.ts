/** GET /api/auth/sessions: the signed-in user's own active sessions, this one marked. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { activeSessionListResponseSchema } from '@weighbridge/contract/sessions';
import { apiGet } from '../../../app/api-client';

export const MY_SESSIONS_KEY = ['auth', 'sessions'] as const;

export function mySessionsQueryOptions() {
  return queryOptions({
    queryKey: MY_SESSIONS_KEY,
    queryFn: async ({ signal }) => (await apiGet('/auth/sessions', { schema: activeSessionListResponseSchema, signal })).data,
  });
}

export function useMySessions() {
  return useQuery(mySessionsQueryOptions());
}
