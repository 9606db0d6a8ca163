/** GET /api/crushing-plants: every plant, in use or retired: the Stop Counter's machines and Crush Operations' plants. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { crushingPlantListResponseSchema } from '@weighbridge/contract/equipment';
import { apiGet } from '../api-client';
import { queryKeys } from './query-keys';

export function crushingPlantsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.crushingPlants.all,
    queryFn: async ({ signal }) => (await apiGet('/crushing-plants', { schema: crushingPlantListResponseSchema, signal })).data,
  });
}

export function useCrushingPlants(enabled: boolean) {
  return useQuery({ ...crushingPlantsQueryOptions(), enabled });
}
