/** PUT /api/loading-areas/{id}: replaces the whole record. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LoadingAreaInput, loadingAreaResponseSchema } from '@weighbridge/contract/loading-areas';
import { apiPut } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useUpdateLoadingArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ loadingAreaId, area }: { loadingAreaId: number; area: LoadingAreaInput }) =>
      (await apiPut(`/loading-areas/${loadingAreaId}`, area, { schema: loadingAreaResponseSchema })).data,
    // Each polygon carries its area's name, which the scale's polygon choice shows.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.loadingAreas.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.polygons.all }),
      ]),
  });
}
