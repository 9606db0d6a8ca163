/** POST /api/backups: starts a backup on the server; the list then follows its progress. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startBackupResponseSchema } from '@weighbridge/contract/backups';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useStartBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiPost('/backups', undefined, { schema: startBackupResponseSchema })).job,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.backups.all }),
  });
}
