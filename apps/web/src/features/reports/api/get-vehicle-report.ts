/** GET /api/reports/vehicles: the Vehicle Activity tab: active vehicles with their trips and idle ones. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { vehicleReportSchema } from '@weighbridge/contract/reports';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';
import type { PeriodQuery } from '../report-period';

export function vehicleReportQueryOptions(period: PeriodQuery) {
  return queryOptions({
    queryKey: queryKeys.reports.vehicles(period),
    queryFn: ({ signal }) => apiGet('/reports/vehicles', { query: period, schema: vehicleReportSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useVehicleReport(period: PeriodQuery) {
  return useQuery(vehicleReportQueryOptions(period));
}
