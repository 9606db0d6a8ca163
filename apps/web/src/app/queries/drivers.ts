/**
 * GET /api/drivers: every driver, each with the registration number of their vehicle. The drivers page,
 * the scale's driver choice and the vehicle dialog's choices (by select) all read this one query, so a
 * change to any driver or vehicle refreshes them all by its key.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { driverListResponseSchema } from '@weighbridge/contract/drivers';
import { apiGet } from '../api-client';
import { queryKeys } from './query-keys';

export function driversQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.drivers.all,
    queryFn: async ({ signal }) => (await apiGet('/drivers', { schema: driverListResponseSchema, signal })).data,
  });
}

export function useDrivers() {
  return useQuery(driversQueryOptions());
}
