/** GET /api/materials: the material checkboxes of the material reports (spec part 2 section 7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { materialListResponseSchema } from '@weighbridge/contract/materials';
import { apiGet } from '../../../app/api-client';

export function reportMaterialsQueryOptions() {
  return queryOptions({
    queryKey: ['materials', 'report-filter'],
    queryFn: async ({ signal }) => (await apiGet('/materials', { schema: materialListResponseSchema, signal })).data,
  });
}

export function useReportMaterials() {
  return useQuery(reportMaterialsQueryOptions());
}
