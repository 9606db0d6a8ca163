/**
 * GET /api/materials: the catalogue. The materials page, the scale's material choice, the history's
 * filter and the material reports' checkboxes all read this one query, so a change to any material
 * refreshes them all by its key.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { materialListResponseSchema } from '@weighbridge/contract/materials';
import type { Material } from '@weighbridge/contract/materials';
import { apiGet } from '../api-client';
import { queryKeys } from './query-keys';

export function materialsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.materials.all,
    queryFn: async ({ signal }) => (await apiGet('/materials', { schema: materialListResponseSchema, signal })).data,
  });
}

export function useMaterials() {
  return useQuery(materialsQueryOptions());
}

/** The materials as the choices of a select: each by its name. */
export function materialChoices(materials: readonly Material[] | undefined) {
  return (materials ?? []).map((material) => ({ value: material.material_id, label: material.name }));
}
