/** POST /api/readers. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReaderInput, readerResponseSchema } from '@weighbridge/contract/scales';
import { apiPost } from '../../../app/api-client';
import { READERS_KEY } from '../../../app/queries/readers';

export function useCreateReader() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reader: ReaderInput) => (await apiPost('/readers', reader, { schema: readerResponseSchema })).data,
    // Returning the refetch keeps the dialog saving until the table shows the new row.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: READERS_KEY }),
  });
}
