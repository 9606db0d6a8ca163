/** POST /api/crushing-plants. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CrushingPlantValues, crushingPlantResponseSchema } from '@weighbridge/contract/equipment';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useCreateCrushingPlant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (plant: CrushingPlantValues) => (await apiPost('/crushing-plants', plant, { schema: crushingPlantResponseSchema })).data,
    // The board lists the machines in use: a new one shows there at once.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.crushingPlants.all }), queryClient.invalidateQueries({ queryKey: queryKeys.stops.all })]),
  });
}
