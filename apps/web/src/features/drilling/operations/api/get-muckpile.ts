/**
 * GET /api/drilling/blasts/{blast_id}/muckpile: what a blast broke, what has been weighed out of its polygon since
 * and what remains. Each listed blast asks for its own, so the tons hauled follow the weighbridge as they grow.
 */
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
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

/** The muckpiles of the listed blasts, by blast id; a blast whose muckpile has not come yet has none. */
export function useMuckpiles(blastIds: readonly number[]) {
  return useQueries({
    queries: blastIds.map((blastId) => muckpileQueryOptions(blastId)),
    combine: (answers) => new Map(answers.flatMap((answer) => (answer.data ? [[answer.data.blast_id, answer.data] as const] : []))),
  });
}
