/** DELETE /api/loading-areas/{id}; the server refuses an area that still has polygons or is in documents. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedResponseSchema } from '@weighbridge/contract/fields';
import { apiDelete } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useDeleteLoadingArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (loadingAreaId: number) => apiDelete(`/loading-areas/${loadingAreaId}`, { schema: deletedResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.loadingAreas.all }),
  });
}
