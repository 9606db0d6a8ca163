/** POST /api/polygons. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PolygonInput, polygonResponseSchema } from '@weighbridge/contract/loading-areas';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useCreatePolygon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (polygon: PolygonInput) => (await apiPost('/polygons', polygon, { schema: polygonResponseSchema })).data,
    // Returning the refetch keeps the dialog saving until the area shows the new chip.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.polygons.all }),
  });
}
