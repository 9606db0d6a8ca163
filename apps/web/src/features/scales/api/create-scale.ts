/** POST /api/scales. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ScaleInput, scaleResponseSchema } from '@weighbridge/contract/scales';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useCreateScale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (scale: ScaleInput) => (await apiPost('/scales', scale, { schema: scaleResponseSchema })).data,
    // Returning the refetch keeps the dialog saving until the table shows the new row.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.scales.all }),
  });
}
