/** PUT /api/loading-areas/{id}: replaces the whole record. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LoadingAreaInput, loadingAreaResponseSchema } from '@weighbridge/contract/loading-areas';
import { apiPut } from '../../../app/api-client';
import { loadingAreasQueryOptions } from './get-loading-areas';

export function useUpdateLoadingArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ loadingAreaId, area }: { loadingAreaId: number; area: LoadingAreaInput }) =>
      (await apiPut(`/loading-areas/${loadingAreaId}`, area, { schema: loadingAreaResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loadingAreasQueryOptions().queryKey }),
  });
}
