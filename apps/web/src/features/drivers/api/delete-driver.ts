/** DELETE /api/drivers/{id}; documents that name the driver keep the name on the ticket. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedResponseSchema } from '@weighbridge/contract/fields';
import { apiDelete } from '../../../app/api-client';
import { DRIVERS_KEY } from '../../../app/queries/drivers';
import { VEHICLES_KEY } from '../../../app/queries/vehicles';

export function useDeleteDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (driverId: number) => apiDelete(`/drivers/${driverId}`, { schema: deletedResponseSchema }),
    // The driver's vehicle is free again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: DRIVERS_KEY }),
        queryClient.invalidateQueries({ queryKey: VEHICLES_KEY }),
      ]),
  });
}
