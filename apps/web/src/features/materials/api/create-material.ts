/** POST /api/materials. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { materialResponseSchema, type MaterialInput } from '@weighbridge/contract/materials';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useCreateMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (material: MaterialInput) => (await apiPost('/materials', material, { schema: materialResponseSchema })).data,
    // Returning the refetch keeps the dialog saving until the table shows the new row.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.materials.all }),
  });
}
