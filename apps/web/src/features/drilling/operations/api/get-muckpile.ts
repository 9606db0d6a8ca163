/**
 * GET /api/drilling/blasts/{blast_id}/muckpile: what a blast broke, what has been weighed out of its polygon since
 * and what remains, as the blast's report shows it. The Blasts tab reads its blasts' muckpiles with the list.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { muckpileResponseSchema } from '@weighbridge/contract/blasts';
import { apiGet } from '../../../../app/api-client';
import { queryKeys } from '../../../../app/queries/query-keys';

export function muckpileQueryOptions(blastId: number) {
  return queryOptions({
    queryKey: queryKeys.blasts.muckpile(blastId),
    queryFn: async ({ signal }) => (await apiGet(`/drilling/blasts/${blastId}/muckpile`, { schema: muckpileResponseSchema, signal })).data,
  });
}

export function useMuckpile(blastId: number) {
  return useQuery(muckpileQueryOptions(blastId));
}

