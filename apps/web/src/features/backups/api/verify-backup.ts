/** POST /api/backups/:file/verify: the server reads the backup through and says whether it is whole. */
import { useMutation } from '@tanstack/react-query';
import { verifyBackupResponseSchema } from '@weighbridge/contract/backups';
import { apiPost } from '../../../app/api-client';

export function useVerifyBackup() {
  return useMutation({
    mutationFn: async (file: string) => (await apiPost(`/backups/${encodeURIComponent(file)}/verify`, undefined, { schema: verifyBackupResponseSchema })).data,
  });
}
