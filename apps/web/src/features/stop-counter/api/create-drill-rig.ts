/** POST /api/drill-rigs. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DrillRigValues, drillRigResponseSchema } from '@weighbridge/contract/equipment';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useCreateDrillRig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rig: DrillRigValues) => (await apiPost('/drill-rigs', rig, { schema: drillRigResponseSchema })).data,
    // The board lists the machines in use: a new one shows there at once.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.drillRigs.all }), queryClient.invalidateQueries({ queryKey: queryKeys.stops.all })]),
  });
}
