/** PUT /api/materials/{material_id}: replaces the whole record. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { materialResponseSchema, type MaterialInput } from '@weighbridge/contract/materials';
import { apiPut } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useUpdateMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ materialId, material }: { materialId: number; material: MaterialInput }) =>
      (await apiPut(`/materials/${materialId}`, material, { schema: materialResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.materials.all }),
  });
}
