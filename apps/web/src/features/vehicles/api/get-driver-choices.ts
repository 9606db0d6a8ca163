/** The drivers, read as the choices of the vehicle dialog's Assigned Driver select. */
import { useQuery } from '@tanstack/react-query';
import type { Driver } from '@weighbridge/contract/drivers';
import { driversQueryOptions } from '../../../app/queries/drivers';

export type DriverChoice = { value: number; label: string };

/** A driver already on a vehicle shows it: choosing them takes them off that vehicle. */
function driverChoices(drivers: Driver[]): DriverChoice[] {
  return drivers.map((driver) => ({
    value: driver.driver_id,
    label: `${driver.name} ${driver.surname}${driver.vehicle_reg ? ` (${driver.vehicle_reg})` : ''}`,
  }));
}

export function useDriverChoices() {
  return useQuery({ ...driversQueryOptions(), select: driverChoices });
}
