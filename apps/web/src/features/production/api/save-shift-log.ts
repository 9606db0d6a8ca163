/**
 * The changes of a shift log: POST /api/production/shift-logs records a shift's first log, PUT
 * /api/production/shift-logs/{log_id} changes an open one, POST .../sign fixes it and POST .../amend changes a
 * signed one with its reason. Signing and amending write receipts to the piles, so the piles are refreshed too.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ShiftLog, type ShiftLogAmendment, type ShiftLogInput, shiftLogResponseSchema, type ShiftLogValues } from '@weighbridge/contract/shift-logs';
import { apiPost, apiPut } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

const answer = { schema: shiftLogResponseSchema };

function useShiftLogChange<Variables>(send: (variables: Variables) => Promise<{ data: ShiftLog }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: Variables) => (await send(variables)).data,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.shiftLogs.all }), queryClient.invalidateQueries({ queryKey: queryKeys.stockpiles.all })]),
  });
}

export function useRecordShiftLog() {
  return useShiftLogChange((log: ShiftLogInput) => apiPost('/production/shift-logs', log, answer));
}

export function useUpdateShiftLog() {
  return useShiftLogChange(({ logId, values }: { logId: number; values: ShiftLogValues }) => apiPut(`/production/shift-logs/${logId}`, values, answer));
}

export function useSignShiftLog() {
  return useShiftLogChange((logId: number) => apiPost(`/production/shift-logs/${logId}/sign`, undefined, answer));
}

export function useAmendShiftLog() {
  return useShiftLogChange(({ logId, amendment }: { logId: number; amendment: ShiftLogAmendment }) => apiPost(`/production/shift-logs/${logId}/amend`, amendment, answer));
}
