/** GET /api/reports/materials: the Material Flow tab: materials, by loading area and polygon, by destination. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { materialReportSchema } from '@weighbridge/contract/reports';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';
import type { PeriodQuery } from '../report-period';

export function materialReportQueryOptions(period: PeriodQuery) {
  return queryOptions({
    queryKey: queryKeys.reports.materials(period),
    queryFn: ({ signal }) => apiGet('/reports/materials', { query: period, schema: materialReportSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMaterialReport(period: PeriodQuery) {
  return useQuery(materialReportQueryOptions(period));
}
