/** GET /api/sessions: the active sessions of every user, the last used first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { activeSessionListResponseSchema } from '@weighbridge/contract/sessions';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.sessions.all,
    queryFn: async ({ signal }) => (await apiGet('/sessions', { schema: activeSessionListResponseSchema, signal })).data,
  });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
