/** GET /api/auth/sessions: the signed-in user's own active sessions, this one marked. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { activeSessionListResponseSchema } from '@weighbridge/contract/sessions';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function mySessionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.auth.mySessions(),
    queryFn: async ({ signal }) => (await apiGet('/auth/sessions', { schema: activeSessionListResponseSchema, signal })).data,
  });
}

export function useMySessions() {
  return useQuery(mySessionsQueryOptions());
}
