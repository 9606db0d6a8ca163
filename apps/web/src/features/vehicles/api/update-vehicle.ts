/** PUT /api/vehicles/{id}: replaces the whole record. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type VehicleInput, vehicleResponseSchema } from '@weighbridge/contract/vehicles';
import { apiPut } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useUpdateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ vehicleId, vehicle }: { vehicleId: number; vehicle: VehicleInput }) =>
      (await apiPut(`/vehicles/${vehicleId}`, vehicle, { schema: vehicleResponseSchema })).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.vehicles.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.drivers.all }),
      ]),
  });
}
