/** GET /api/drill-rigs: every rig, in use or retired. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { drillRigListResponseSchema } from '@weighbridge/contract/equipment';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export function drillRigsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.drillRigs.all,
    queryFn: async ({ signal }) => (await apiGet('/drill-rigs', { schema: drillRigListResponseSchema, signal })).data,
  });
}

export function useDrillRigs(enabled: boolean) {
  return useQuery({ ...drillRigsQueryOptions(), enabled });
}
