/** DELETE /api/unloading-stations/{station_id}; the server refuses a station that documents use. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedResponseSchema } from '@weighbridge/contract/fields';
import { apiDelete } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useDeleteUnloadingStation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stationId: number) => apiDelete(`/unloading-stations/${stationId}`, { schema: deletedResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.unloadingStations.all }),
  });
}
