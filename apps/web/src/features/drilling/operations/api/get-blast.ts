/** GET /api/drilling/blasts/{blast_id}: one blast, as its printed report shows it. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { blastResponseSchema } from '@weighbridge/contract/blasts';
import { apiGet } from '../../../../app/api-client';
import { queryKeys } from '../../../../app/queries/query-keys';

export function blastQueryOptions(blastId: number) {
  return queryOptions({
    queryKey: queryKeys.blasts.detail(blastId),
    queryFn: async ({ signal }) => (await apiGet(`/drilling/blasts/${blastId}`, { schema: blastResponseSchema, signal })).data,
  });
}

export function useBlast(blastId: number) {
  return useQuery(blastQueryOptions(blastId));
}
