/** POST /api/vehicles. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type VehicleInput, vehicleResponseSchema } from '@weighbridge/contract/vehicles';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useCreateVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vehicle: VehicleInput) => (await apiPost('/vehicles', vehicle, { schema: vehicleResponseSchema })).data,
    // Returning the refetch keeps the dialog saving until the cards show the change; an assigned driver
    // now shows this vehicle in the choices.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.vehicles.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.drivers.all }),
      ]),
  });
}
