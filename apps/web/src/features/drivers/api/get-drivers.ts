/** GET /api/drivers: every driver, each with the registration number of their vehicle. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { driverListResponseSchema } from '@weighbridge/contract/drivers';
import { apiGet } from '../../../app/api-client';

export function driversQueryOptions() {
  return queryOptions({
    queryKey: ['drivers'],
    queryFn: async ({ signal }) => (await apiGet('/drivers', { schema: driverListResponseSchema, signal })).data,
  });
}

export function useDrivers() {
  return useQuery(driversQueryOptions());
}
