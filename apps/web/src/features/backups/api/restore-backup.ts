/** POST /api/backups/:file/restore: brings a backup back into the empty database. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RestoreBackupRequest, restoreBackupResponseSchema } from '@weighbridge/contract/backups';
import { apiPost } from '../../../app/api-client';

export function useRestoreBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, request }: { file: string; request: RestoreBackupRequest }) =>
      apiPost(`/backups/${encodeURIComponent(file)}/restore`, request, { schema: restoreBackupResponseSchema }),
    // Every list the app holds is stale now.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
