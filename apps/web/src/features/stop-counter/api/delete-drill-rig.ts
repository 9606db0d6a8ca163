/** DELETE /api/drill-rigs/{rig_id}; the server refuses a machine with recorded stops. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedResponseSchema } from '@weighbridge/contract/fields';
import { apiDelete } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useDeleteDrillRig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rigId: number) => apiDelete(`/drill-rigs/${rigId}`, { schema: deletedResponseSchema }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.drillRigs.all }), queryClient.invalidateQueries({ queryKey: queryKeys.stops.all })]),
  });
}
