/** PUT /api/polygons/{id}: replaces the whole record, which may move the polygon to another area. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PolygonInput, polygonResponseSchema } from '@weighbridge/contract/loading-areas';
import { apiPut } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useUpdatePolygon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ polygonId, polygon }: { polygonId: number; polygon: PolygonInput }) =>
      (await apiPut(`/polygons/${polygonId}`, polygon, { schema: polygonResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.polygons.all }),
  });
}
