/** GET /api/backups/:file: the backup saved as a download (fetched with the session's token). */
import { useMutation } from '@tanstack/react-query';
import { apiGetFile } from '../../../app/api-client';
import { saveFile } from '../../../lib/download';

export function useDownloadBackup() {
  return useMutation({
    mutationFn: async (file: string) => saveFile(await apiGetFile(`/backups/${encodeURIComponent(file)}`, {}, file)),
  });
}
