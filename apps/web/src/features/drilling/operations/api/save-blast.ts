/** POST /api/drilling/blasts (a blast fired) and PUT /api/drilling/blasts/{blast_id} (an edit, the whole blast). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BlastValues, blastResponseSchema } from '@weighbridge/contract/blasts';
import { apiPost, apiPut } from '../../../../app/api-client';
import { queryKeys } from '../../../../app/queries/query-keys';

// A new blast ends the hauling of the polygon's blast before it, so every muckpile is read again: the blasts' own and
// each polygon's latest (the Drilling Areas and Plan vs Actual pages).
export function useRecordBlast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (blast: BlastValues) => (await apiPost('/drilling/blasts', blast, { schema: blastResponseSchema })).data,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.blasts.all }), queryClient.invalidateQueries({ queryKey: queryKeys.muckpiles.all })]),
  });
}

export function useEditBlast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ blastId, blast }: { blastId: number; blast: BlastValues }) =>
      (await apiPut(`/drilling/blasts/${blastId}`, blast, { schema: blastResponseSchema })).data,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.blasts.all }), queryClient.invalidateQueries({ queryKey: queryKeys.muckpiles.all })]),
  });
}
