/** GET /api/materials: the choices of the history's material filter. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { materialListResponseSchema } from '@weighbridge/contract/materials';
import { apiGet } from '../../../app/api-client';

export function filterMaterialsQueryOptions() {
  return queryOptions({
    queryKey: ['materials', 'history-filter'],
    queryFn: async ({ signal }) => (await apiGet('/materials', { schema: materialListResponseSchema, signal })).data,
  });
}

export function useFilterMaterials() {
  return useQuery(filterMaterialsQueryOptions());
}
