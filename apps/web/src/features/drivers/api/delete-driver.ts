/** DELETE /api/drivers/{id}; documents that name the driver keep the name on the ticket. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedResponseSchema } from '@weighbridge/contract/fields';
import { apiDelete } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useDeleteDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (driverId: number) => apiDelete(`/drivers/${driverId}`, { schema: deletedResponseSchema }),
    // The driver's vehicle is free again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.drivers.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.vehicles.all }),
      ]),
  });
}
