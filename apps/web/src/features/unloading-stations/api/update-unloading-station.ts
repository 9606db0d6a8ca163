/** PUT /api/unloading-stations/{station_id}: replaces the whole record. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UnloadingStationInput, unloadingStationResponseSchema } from '@weighbridge/contract/unloading-stations';
import { apiPut } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useUpdateUnloadingStation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ stationId, station }: { stationId: number; station: UnloadingStationInput }) =>
      (await apiPut(`/unloading-stations/${stationId}`, station, { schema: unloadingStationResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.unloadingStations.all }),
  });
}
