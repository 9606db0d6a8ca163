/**
 * GET /api/workstations: the computers the site weighs at. The System page keeps them; the weighing page
 * reads them to open on this computer's scale and reader.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { workstationListResponseSchema } from '@weighbridge/contract/workstations';
import { apiGet } from '../api-client';
import { queryKeys } from './query-keys';

export function workstationsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.workstations.all,
    queryFn: async ({ signal }) => (await apiGet('/workstations', { schema: workstationListResponseSchema, signal })).data,
  });
}

export function useWorkstations() {
  return useQuery(workstationsQueryOptions());
}
