/** POST /api/drivers. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DriverInput, driverResponseSchema } from '@weighbridge/contract/drivers';
import { apiPost } from '../../../app/api-client';
import { DRIVERS_KEY } from '../../../app/queries/drivers';
import { VEHICLES_KEY } from '../../../app/queries/vehicles';

export function useCreateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (driver: DriverInput) => (await apiPost('/drivers', driver, { schema: driverResponseSchema })).data,
    // Returning the refetch keeps the dialog saving until the table shows the change; an assigned vehicle
    // now shows this driver in the choices.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: DRIVERS_KEY }),
        queryClient.invalidateQueries({ queryKey: VEHICLES_KEY }),
      ]),
  });
}
