/** PUT /api/drill-rigs/{rig_id}: replaces the whole record. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DrillRigValues, drillRigResponseSchema } from '@weighbridge/contract/equipment';
import { apiPut } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useUpdateDrillRig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ rigId, rig }: { rigId: number; rig: DrillRigValues }) =>
      (await apiPut(`/drill-rigs/${rigId}`, rig, { schema: drillRigResponseSchema })).data,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.drillRigs.all }), queryClient.invalidateQueries({ queryKey: queryKeys.stops.all })]),
  });
}
