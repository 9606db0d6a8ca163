/**
 * GET /api/drivers: every driver, each with the registration number of their vehicle. The drivers page,
 * the scale's driver choice and the vehicle dialog's choices (by select) all read this one query, so a
 * change to any driver or vehicle refreshes them all by its key.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { driverListResponseSchema } from '@weighbridge/contract/drivers';
import { apiGet } from '../api-client';

export const DRIVERS_KEY = ['drivers'] as const;

export function driversQueryOptions() {
  return queryOptions({
    queryKey: DRIVERS_KEY,
    queryFn: async ({ signal }) => (await apiGet('/drivers', { schema: driverListResponseSchema, signal })).data,
  });
}

export function useDrivers() {
  return useQuery(driversQueryOptions());
}
