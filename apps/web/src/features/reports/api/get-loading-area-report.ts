/** GET /api/reports/loading-areas: the Loading Areas tab: areas, polygons and top materials by area. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { loadingAreaReportSchema } from '@weighbridge/contract/reports';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';
import type { PeriodQuery } from '../report-period';

export function loadingAreaReportQueryOptions(period: PeriodQuery) {
  return queryOptions({
    queryKey: queryKeys.reports.loadingAreas(period),
    queryFn: ({ signal }) => apiGet('/reports/loading-areas', { query: period, schema: loadingAreaReportSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useLoadingAreaReport(period: PeriodQuery) {
  return useQuery(loadingAreaReportQueryOptions(period));
}
