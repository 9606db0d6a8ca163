/** POST /api/production/crush-plans: a new draft of the year, a copy of its approved revision or empty. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { crushPlanResponseSchema } from '@weighbridge/contract/crush-plan';
import { apiPost } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function useCreateCrushPlanDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (draft: { year: number; empty: boolean }) => (await apiPost('/production/crush-plans', draft, { schema: crushPlanResponseSchema })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.crushPlans.all }),
  });
}
