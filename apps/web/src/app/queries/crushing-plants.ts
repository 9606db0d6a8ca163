/**
 * GET /api/crushing-plants: every plant, in use or retired. The Production Stop Counter configures them; Crush
 * Operations, the Crush Plan and Plan vs Actual name them; one query, so a plant renamed or added reads the same on
 * every page.
 */
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

export function useCrushingPlants(enabled = true) {
  return useQuery({ ...crushingPlantsQueryOptions(), enabled });
}
