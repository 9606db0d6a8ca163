/** GET /api/stop-reasons: the reasons of every class, active or taken out of use. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { stopReasonListResponseSchema } from '@weighbridge/contract/stops';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function stopReasonsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.stopReasons.all,
    queryFn: async ({ signal }) => (await apiGet('/stop-reasons', { schema: stopReasonListResponseSchema, signal })).data,
  });
}

export function useStopReasons() {
  return useQuery(stopReasonsQueryOptions());
}
