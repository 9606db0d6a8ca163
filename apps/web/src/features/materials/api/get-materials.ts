/** GET /api/materials: the whole catalogue. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { materialListResponseSchema } from '@weighbridge/contract/materials';
import { apiGet } from '../../../app/api-client';

export function materialsQueryOptions() {
  return queryOptions({
    queryKey: ['materials'],
    queryFn: async ({ signal }) => (await apiGet('/materials', { schema: materialListResponseSchema, signal })).data,
  });
}

export function useMaterials() {
  return useQuery(materialsQueryOptions());
}
