/** GET /api/reports/monthly-material: each material's tons by month of a year. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { monthlyMaterialReportSchema } from '@weighbridge/contract/reports';
import { apiGet } from '../../../app/api-client';

/** No material ids: every material weighed in the year. */
export function monthlyMaterialReportQueryOptions(year: number, materialIds: number[]) {
  return queryOptions({
    queryKey: ['reports', 'monthly-material', year, materialIds],
    queryFn: async ({ signal }) => {
      const query = { year, materialIds: materialIds.length ? materialIds.join(',') : undefined };
      return apiGet('/reports/monthly-material', { query, schema: monthlyMaterialReportSchema, signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useMonthlyMaterialReport(year: number, materialIds: number[]) {
  return useQuery(monthlyMaterialReportQueryOptions(year, materialIds));
}
