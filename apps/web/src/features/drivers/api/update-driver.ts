/** PUT /api/drivers/{id}: replaces the whole record. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DriverInput, driverResponseSchema } from '@weighbridge/contract/drivers';
import { apiPut } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useUpdateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ driverId, driver }: { driverId: number; driver: DriverInput }) =>
      (await apiPut(`/drivers/${driverId}`, driver, { schema: driverResponseSchema })).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.drivers.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.vehicles.all }),
      ]),
  });
}
