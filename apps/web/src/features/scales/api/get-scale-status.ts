/** GET /api/scales/{scale_id}/status: what the scale's indicator says now, fetched again while the page is open. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { scaleStatusResponseSchema } from '@weighbridge/contract/scales';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';
import { DEVICE_STATUS_REFRESH_MS } from '../device-status';

export function scaleStatusQueryOptions(scaleId: number) {
  return queryOptions({
    queryKey: queryKeys.scales.status(scaleId),
    queryFn: async ({ signal }) => (await apiGet(`/scales/${scaleId}/status`, { schema: scaleStatusResponseSchema, signal })).data,
    refetchInterval: DEVICE_STATUS_REFRESH_MS,
  });
}

/** `watched`: false for a scale with nothing to watch (disabled, or manual), which is then not asked. */
export function useScaleStatus(scaleId: number, watched: boolean) {
  return useQuery({ ...scaleStatusQueryOptions(scaleId), enabled: watched });
}
