/** PUT /api/site/weights: the units weights are shown in; GET /api/site carries them to every page. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WeightDisplay } from '@weighbridge/contract/formats';
import { weightDisplayResponseSchema } from '@weighbridge/contract/site';
import { apiPut } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useSaveWeights() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (display: WeightDisplay) => (await apiPut('/site/weights', display, { schema: weightDisplayResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.site.all }),
  });
}
