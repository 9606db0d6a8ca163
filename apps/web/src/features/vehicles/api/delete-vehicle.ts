/** DELETE /api/vehicles/{id}; the server refuses a vehicle that documents use. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedResponseSchema } from '@weighbridge/contract/fields';
import { apiDelete } from '../../../app/api-client';
import { DRIVERS_KEY } from '../../../app/queries/drivers';
import { VEHICLES_KEY } from '../../../app/queries/vehicles';

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vehicleId: number) => apiDelete(`/vehicles/${vehicleId}`, { schema: deletedResponseSchema }),
    // The vehicle's driver is free again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: VEHICLES_KEY }),
        queryClient.invalidateQueries({ queryKey: DRIVERS_KEY }),
      ]),
  });
}
