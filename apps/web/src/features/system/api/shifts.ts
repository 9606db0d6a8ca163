/** PUT /api/site/shifts: the site's shift pattern; GET /api/site carries it to every page. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShiftPattern } from '@weighbridge/contract/shifts';
import { shiftPatternResponseSchema } from '@weighbridge/contract/site';
import { apiPut } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useSaveShifts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (pattern: ShiftPattern) => (await apiPut('/site/shifts', pattern, { schema: shiftPatternResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.site.all }),
  });
}
