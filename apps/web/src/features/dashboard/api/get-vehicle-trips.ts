/** GET /api/dashboard/vehicle-trips: trips per vehicle in the period, most first. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { vehicleTripsResponseSchema } from '@weighbridge/contract/dashboard';
import type { PeriodQuery } from '@weighbridge/contract/date-ranges';
import { apiGet } from '../../../app/api-client';
import { queryKeys } from '../../../app/queries/query-keys';
import { LIVE_REFRESH } from './live-refresh';

export function vehicleTripsQueryOptions(period: PeriodQuery) {
  return queryOptions({
    queryKey: queryKeys.dashboard.vehicleTrips(period),
    queryFn: async ({ signal }) => (await apiGet('/dashboard/vehicle-trips', { query: period, schema: vehicleTripsResponseSchema, signal })).data,
    placeholderData: keepPreviousData,
    ...LIVE_REFRESH,
  });
}

export function useVehicleTrips(period: PeriodQuery) {
  return useQuery(vehicleTripsQueryOptions(period));
}
