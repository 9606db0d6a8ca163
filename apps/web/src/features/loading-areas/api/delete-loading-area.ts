/** DELETE /api/loading-areas/{id}; the server refuses an area that still has polygons or is in documents. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedResponseSchema } from '@weighbridge/contract/fields';
import { apiDelete } from '../../../app/api-client';
import { LOADING_AREAS_KEY } from '../../../app/queries/loading-areas';

export function useDeleteLoadingArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (loadingAreaId: number) => apiDelete(`/loading-areas/${loadingAreaId}`, { schema: deletedResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LOADING_AREAS_KEY }),
  });
}
