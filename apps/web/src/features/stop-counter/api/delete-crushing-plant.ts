/** DELETE /api/crushing-plants/{plant_id}; the server refuses a machine with recorded stops. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedResponseSchema } from '@weighbridge/contract/fields';
import { apiDelete } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useDeleteCrushingPlant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plantId: number) => apiDelete(`/crushing-plants/${plantId}`, { schema: deletedResponseSchema }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.crushingPlants.all }), queryClient.invalidateQueries({ queryKey: queryKeys.stops.all })]),
  });
}
