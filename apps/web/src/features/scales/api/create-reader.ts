/** POST /api/readers. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReaderInput, readerResponseSchema } from '@weighbridge/contract/scales';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useCreateReader() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reader: ReaderInput) => (await apiPost('/readers', reader, { schema: readerResponseSchema })).data,
    // Returning the refetch keeps the dialog saving until the table shows the new row.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.readers.all }),
  });
}
