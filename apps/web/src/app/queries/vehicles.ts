/**
 * GET /api/vehicles: the fleet, each vehicle with its driver's name. The vehicles page, the scale's
 * picker, the history's filter and the driver dialog's choices all read this one query, so a change to
 * any vehicle or driver refreshes them all by its key.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { vehicleListResponseSchema } from '@weighbridge/contract/vehicles';
import type { Vehicle } from '@weighbridge/contract/vehicles';
import { apiGet } from '../api-client';
import { queryKeys } from './query-keys';

export function vehiclesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.vehicles.all,
    queryFn: async ({ signal }) => (await apiGet('/vehicles', { schema: vehicleListResponseSchema, signal })).data,
  });
}

export function useVehicles() {
  return useQuery(vehiclesQueryOptions());
}

/** The vehicles as the choices of a select: each by its registration number. */
export function vehicleChoices(vehicles: readonly Vehicle[] | undefined) {
  return (vehicles ?? []).map((vehicle) => ({ value: vehicle.vehicle_id, label: vehicle.registration_number }));
}
