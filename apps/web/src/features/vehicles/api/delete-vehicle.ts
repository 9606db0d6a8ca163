/** DELETE /api/vehicles/{id}; the server refuses a vehicle that documents use. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedResponseSchema } from '@weighbridge/contract/fields';
import { apiDelete } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vehicleId: number) => apiDelete(`/vehicles/${vehicleId}`, { schema: deletedResponseSchema }),
    // The vehicle's driver is free again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.vehicles.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.drivers.all }),
      ]),
  });
}
