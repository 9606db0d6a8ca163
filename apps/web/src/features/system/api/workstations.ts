/** POST, PUT and DELETE /api/workstations: the System page's changes; each refreshes the one list. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletedResponseSchema } from '@weighbridge/contract/fields';
import { type WorkstationInput, workstationResponseSchema } from '@weighbridge/contract/workstations';
import { apiDelete, apiPost, apiPut } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

function useWorkstationChange<Variables>(call: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // Returning the refetch keeps the dialog saving until the table shows the change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workstations.all }),
  });
}

export const useCreateWorkstation = () =>
  useWorkstationChange(async (workstation: WorkstationInput) => (await apiPost('/workstations', workstation, { schema: workstationResponseSchema })).data);

export const useUpdateWorkstation = () =>
  useWorkstationChange(
    async ({ workstationId, workstation }: { workstationId: number; workstation: WorkstationInput }) =>
      (await apiPut(`/workstations/${workstationId}`, workstation, { schema: workstationResponseSchema })).data,
  );

export const useDeleteWorkstation = () =>
  useWorkstationChange((workstationId: number) => apiDelete(`/workstations/${workstationId}`, { schema: deletedResponseSchema }));
