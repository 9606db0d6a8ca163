/** GET /api/reports/monthly-material: each material's tons by month of a year. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { monthlyMaterialReportSchema } from '@weighbridge/contract/reports';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

/** The query of the report and of its export: no material ids means every material. */
export function monthlyMaterialQuery(year: number, materialIds: number[]) {
  return { year, materialIds: materialIds.length ? materialIds.join(',') : undefined };
}

/** No material ids: every material weighed in the year. */
export function monthlyMaterialReportQueryOptions(year: number, materialIds: number[]) {
  return queryOptions({
    queryKey: queryKeys.reports.monthlyMaterial(year, materialIds),
    queryFn: ({ signal }) => apiGet('/reports/monthly-material', { query: monthlyMaterialQuery(year, materialIds), schema: monthlyMaterialReportSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMonthlyMaterialReport(year: number, materialIds: number[]) {
  return useQuery(monthlyMaterialReportQueryOptions(year, materialIds));
}
