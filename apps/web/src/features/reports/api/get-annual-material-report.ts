/** GET /api/reports/annual-material: each material's tons by year, and its totals over the years. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { annualMaterialReportSchema } from '@weighbridge/contract/reports';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';

export type YearRange = { startYear: number; endYear: number };

/** The query of the report and of its export: no material ids means every material. */
export function annualMaterialQuery(years: YearRange, materialIds: number[]) {
  return { ...years, materialIds: materialIds.length ? materialIds.join(',') : undefined };
}

/** No material ids: every material weighed in the years. */
export function annualMaterialReportQueryOptions(years: YearRange, materialIds: number[]) {
  return queryOptions({
    queryKey: queryKeys.reports.annualMaterial(years, materialIds),
    queryFn: ({ signal }) => apiGet('/reports/annual-material', { query: annualMaterialQuery(years, materialIds), schema: annualMaterialReportSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAnnualMaterialReport(years: YearRange, materialIds: number[]) {
  return useQuery(annualMaterialReportQueryOptions(years, materialIds));
}
