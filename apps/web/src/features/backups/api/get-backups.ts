/** GET /api/backups: the backups, the one being written and the schedule; followed every second while one is written. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backupsResponseSchema } from '@weighbridge/contract/backups';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

/** How often the page asks how far a backup being written has got. */
export const BACKUP_PROGRESS_REFRESH_MS = 1000;

export function backupsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.backups.all,
    queryFn: ({ signal }) => apiGet('/backups', { schema: backupsResponseSchema, signal }),
    refetchInterval: (query) => (query.state.data?.job?.state === 'running' ? BACKUP_PROGRESS_REFRESH_MS : false),
  });
}

export function useBackups() {
  return useQuery(backupsQueryOptions());
}
