/** GET /api/materials: the materials a load can carry. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { materialListResponseSchema } from '@weighbridge/contract/materials';
import { apiGet } from '../../../app/api-client';

export function weighingMaterialsQueryOptions() {
  return queryOptions({
    queryKey: ['materials', 'weighing'],
    queryFn: async ({ signal }) => (await apiGet('/materials', { schema: materialListResponseSchema, signal })).data,
  });
}

export function useWeighingMaterials() {
  return useQuery(weighingMaterialsQueryOptions());
}
