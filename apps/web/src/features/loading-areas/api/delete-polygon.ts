/** DELETE /api/polygons/{id}; the server refuses a polygon that documents use. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedResponseSchema } from '@weighbridge/contract/fields';
import { apiDelete } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useDeletePolygon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (polygonId: number) => apiDelete(`/polygons/${polygonId}`, { schema: deletedResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.polygons.all }),
  });
}
