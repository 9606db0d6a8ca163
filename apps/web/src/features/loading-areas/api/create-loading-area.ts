/** POST /api/loading-areas. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LoadingAreaInput, loadingAreaResponseSchema } from '@weighbridge/contract/loading-areas';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useCreateLoadingArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (area: LoadingAreaInput) =>
      (await apiPost('/loading-areas', area, { schema: loadingAreaResponseSchema })).data,
    // Returning the refetch keeps the dialog saving until the page shows the new card.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.loadingAreas.all }),
  });
}
