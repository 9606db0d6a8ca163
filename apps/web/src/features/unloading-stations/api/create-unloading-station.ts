/** POST /api/unloading-stations (body areaName, capacity, status as the spec spells them). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UnloadingStationInput, unloadingStationResponseSchema } from '@weighbridge/contract/unloading-stations';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useCreateUnloadingStation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (station: UnloadingStationInput) =>
      (await apiPost('/unloading-stations', station, { schema: unloadingStationResponseSchema })).data,
    // Returning the refetch keeps the dialog saving until the table shows the new row.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.unloadingStations.all }),
  });
}
