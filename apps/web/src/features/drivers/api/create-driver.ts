/** POST /api/drivers. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DriverInput, driverResponseSchema } from '@weighbridge/contract/drivers';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useCreateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (driver: DriverInput) => (await apiPost('/drivers', driver, { schema: driverResponseSchema })).data,
    // Returning the refetch keeps the dialog saving until the table shows the change; an assigned vehicle
    // now shows this driver in the choices.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.drivers.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.vehicles.all }),
      ]),
  });
}
