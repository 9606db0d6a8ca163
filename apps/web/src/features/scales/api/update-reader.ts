/** PUT /api/readers/{reader_id}: replaces the whole record; enabling and disabling a reader is such a change too. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReaderInput, readerResponseSchema } from '@weighbridge/contract/scales';
import { apiPut } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useUpdateReader() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ readerId, reader }: { readerId: number; reader: ReaderInput }) =>
      (await apiPut(`/readers/${readerId}`, reader, { schema: readerResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.readers.all }),
  });
}
