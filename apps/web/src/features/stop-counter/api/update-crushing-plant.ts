/** PUT /api/crushing-plants/{plant_id}: replaces the whole record. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CrushingPlantValues, crushingPlantResponseSchema } from '@weighbridge/contract/equipment';
import { apiPut } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useUpdateCrushingPlant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ plantId, plant }: { plantId: number; plant: CrushingPlantValues }) =>
      (await apiPut(`/crushing-plants/${plantId}`, plant, { schema: crushingPlantResponseSchema })).data,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.crushingPlants.all }), queryClient.invalidateQueries({ queryKey: queryKeys.stops.all })]),
  });
}
