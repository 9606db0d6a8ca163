/** GET /api/drill-rigs: every rig, in use or retired; the Stop Counter keeps them, the drilling plan names them. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { drillRigListResponseSchema } from '@weighbridge/contract/equipment';
import { apiGet } from '../api-client';
import { queryKeys } from './query-keys';

export function drillRigsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.drillRigs.all,
    queryFn: async ({ signal }) => (await apiGet('/drill-rigs', { schema: drillRigListResponseSchema, signal })).data,
  });
}

export function useDrillRigs(enabled = true) {
  return useQuery({ ...drillRigsQueryOptions(), enabled });
}
