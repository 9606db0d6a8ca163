/** PUT /api/scales/{scale_id}: replaces the whole record; enabling and disabling a scale is such a change too. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ScaleInput, scaleResponseSchema } from '@weighbridge/contract/scales';
import { apiPut } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useUpdateScale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ scaleId, scale }: { scaleId: number; scale: ScaleInput }) =>
      (await apiPut(`/scales/${scaleId}`, scale, { schema: scaleResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.scales.all }),
  });
}
