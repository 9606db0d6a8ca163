/** PUT /api/unloading-stations/{station_id}: replaces the whole record. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UnloadingStationInput, unloadingStationResponseSchema } from '@weighbridge/contract/unloading-stations';
import { apiPut } from '../../../app/api-client';
import { UNLOADING_STATIONS_KEY } from '../../../app/queries/unloading-stations';

export function useUpdateUnloadingStation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ stationId, station }: { stationId: number; station: UnloadingStationInput }) =>
      (await apiPut(`/unloading-stations/${stationId}`, station, { schema: unloadingStationResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: UNLOADING_STATIONS_KEY }),
  });
}
