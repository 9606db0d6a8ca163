import { afterEach, describe, expect, it, vi } from 'vitest';
import { vehicleInputSchema } from './vehicles.js';

const truck = { registration_number: 'KR 123 AB', brand: 'Volvo', model: 'FMX' };

describe('the vehicle body', () => {
  afterEach(() => vi.useRealTimers());

  it('gives fuel type and status their defaults', () => {
    expect(vehicleInputSchema.parse(truck)).toMatchObject({ fuel_type: 'diesel', status: 'active', assigned_driver_id: null });
  });

  it('accepts model years from 1950 to next year, as the calendar moves on', () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T12:00:00Z') });
    expect(vehicleInputSchema.safeParse({ ...truck, year_manufactured: 1950 }).success).toBe(true);
    expect(vehicleInputSchema.safeParse({ ...truck, year_manufactured: 2027 }).success).toBe(true);
    expect(vehicleInputSchema.safeParse({ ...truck, year_manufactured: 1949 }).success).toBe(false);
    const tooNew = vehicleInputSchema.safeParse({ ...truck, year_manufactured: 2028 });
    expect(tooNew.error?.issues[0]?.message).toBe('must be between 1950 and 2027');
    vi.setSystemTime(new Date('2027-01-02T12:00:00Z'));
    expect(vehicleInputSchema.safeParse({ ...truck, year_manufactured: 2028 }).success).toBe(true);
  });

  it('refuses fields it does not know', () => {
    expect(vehicleInputSchema.safeParse({ ...truck, owner: 'someone' }).success).toBe(false);
  });
});
