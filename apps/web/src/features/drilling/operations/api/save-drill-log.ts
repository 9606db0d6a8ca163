/** POST /api/drilling/logs (a new log) and PUT /api/drilling/logs/{drill_log_id} (an edit, the whole log). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DrillLogValues, drillLogResponseSchema } from '@weighbridge/contract/drill-logs';
import { apiPost, apiPut } from '../../../../app/api-client';
import { queryKeys } from '../../../../app/queries/query-keys';

export function useRecordDrillLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (log: DrillLogValues) => (await apiPost('/drilling/logs', log, { schema: drillLogResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.drillLogs.all }),
  });
}

export function useEditDrillLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ drillLogId, log }: { drillLogId: number; log: DrillLogValues }) =>
      (await apiPut(`/drilling/logs/${drillLogId}`, log, { schema: drillLogResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.drillLogs.all }),
  });
}
