import type { Vehicle } from '@weighbridge/contract/vehicles';
import { describe, expect, it } from 'vitest';
import { searchVehicles } from './vehicle-search';

function vehicle(vehicle_id: number, registration_number: string, brand: string, model: string): Vehicle {
  return {
    vehicle_id,
    registration_number,
    brand,
    model,
    fuel_type: 'diesel',
    status: 'active',
    assigned_driver_id: null,
    year_manufactured: null,
    capacity_kg: null,
    tare_weight_kg: null,
    driver_name: null,
  };
}

const FLEET = [vehicle(1, 'AB 123 CD', 'Volvo', 'FH16'), vehicle(2, 'XY-900', 'Scania', 'R500'), vehicle(3, 'KL 77', 'MAN', 'TGS')];
const ids = (vehicles: readonly Vehicle[]) => vehicles.map((found) => found.vehicle_id);

describe('searchVehicles', () => {
  it('keeps every vehicle for an empty or blank search', () => {
    expect(ids(searchVehicles(FLEET, ''))).toEqual([1, 2, 3]);
    expect(ids(searchVehicles(FLEET, '   '))).toEqual([1, 2, 3]);
  });

  it('finds a registration number whatever its case and spacing', () => {
    expect(ids(searchVehicles(FLEET, 'ab123'))).toEqual([1]);
    expect(ids(searchVehicles(FLEET, 'xy-9'))).toEqual([2]);
  });

  it('finds vehicles by brand, by model, and by brand and model together', () => {
    expect(ids(searchVehicles(FLEET, 'scania'))).toEqual([2]);
    expect(ids(searchVehicles(FLEET, 'tgs'))).toEqual([3]);
    expect(ids(searchVehicles(FLEET, 'Volvo FH'))).toEqual([1]);
  });

  it('finds nothing when no field matches', () => {
    expect(searchVehicles(FLEET, 'Mercedes')).toEqual([]);
  });
});
