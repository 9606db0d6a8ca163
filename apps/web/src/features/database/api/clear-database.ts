/** POST /api/database/clear: deletes the site's business data (the server writes a backup first). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearDatabaseResponseSchema } from '@weighbridge/contract/database';
import { apiPost } from '../../../app/api-client';

export function useClearDatabase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost('/database/clear', undefined, { schema: clearDatabaseResponseSchema }),
    // Every list the app holds is stale now; the statistics on screen reload before the success shows.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
