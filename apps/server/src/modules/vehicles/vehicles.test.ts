import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { expect, it } from 'vitest';
import { type CatalogueUnderTest, describeCatalogue, expectAudited, expectReadBack, itAnswersUnknownIds, itDeletes, itKeepsWhatDocumentsUse, itLetsOnlyRead, itRefuses, itRequires } from '../../test/catalogue-checks.js';

let plateNumber = 0;
/** A registration number no other test uses. */
const nextPlate = () => `KR ${String(++plateNumber).padStart(3, '0')} AB`;

const vehicles: CatalogueUnderTest = {
  path: '/api/vehicles',
  idField: 'vehicle_id',
  keeper: 'supervisor',
  body: (fields = {}) => ({ registration_number: nextPlate(), brand: 'Volvo', model: 'FMX 460', ...fields }),
  deletes: true,
};

describeCatalogue(vehicles, (c) => {
  it('creates a vehicle with the default fuel type and status, and reads it back', async () => {
    const created = await c.create({ registration_number: '  KR 500 XY ', capacity_kg: 32000.5, year_manufactured: 2019 });
    expect(created).toEqual({
      vehicle_id: expect.any(Number),
      registration_number: 'KR 500 XY',
      brand: 'Volvo',
      model: 'FMX 460',
      fuel_type: 'diesel',
      status: 'active',
      assigned_driver_id: null,
      year_manufactured: 2019,
      capacity_kg: 32000.5,
      tare_weight_kg: null,
      driver_name: null,
    });
    await expectReadBack(c, created);
  });

  it('lists vehicles by registration number', async () => {
    await c.create({ registration_number: 'ZZ 999 ZZ' });
    await c.create({ registration_number: 'aa 001 AA' });
    const list = (await c.read('/api/vehicles')) as { registration_number: string }[];
    const plates = list.map((vehicle) => vehicle.registration_number.replaceAll(' ', '').toUpperCase());
    expect(plates[0]).toBe('AA001AA');
    expect(plates).toEqual([...plates].sort());
  });

  it('updates every field and records the change with before and after', async () => {
    const vehicle = await c.create();
    const after = await c.update(vehicle, {
      registration_number: vehicle.registration_number,
      brand: 'Scania',
      model: 'R 500',
      fuel_type: 'hybrid',
      status: 'maintenance',
      tare_weight_kg: 14250.25,
    });
    expect(after).toMatchObject({ brand: 'Scania', model: 'R 500', fuel_type: 'hybrid', status: 'maintenance', tare_weight_kg: 14250.25 });
    await expectAudited(c, 'vehicle.update', vehicle.vehicle_id, { before: vehicle, after });
  });

  itDeletes(c, { answer: 'Vehicle deleted', notFound: 'Vehicle not found' });
  itAnswersUnknownIds(c, { notFound: 'Vehicle not found', notAnId: 'Vehicle must be a positive whole number' });
  itRequires(c, ['registration_number', 'brand', 'model'], FIELD_LABELS.vehicles);
  itRefuses(c, 'refuses an unknown field, a negative weight, a year out of range and a fuel type not on the list', [
    [{ owner: 'Quarry Ltd' }, /owner/],
    [{ capacity_kg: -1 }, 'Capacity (kg) must not be negative'],
    [{ tare_weight_kg: 100.123 }, 'Tare Weight (kg) must have at most 2 decimals'],
    [{ year_manufactured: 1949 }, /^Year must be between 1950 and \d{4}$/],
    [{ fuel_type: 'coal' }, 'Fuel Type must be one of diesel, petrol, electric, hybrid, cng, lpg'],
    [{ status: 'sold' }, 'Status must be one of active, maintenance, inactive, retired'],
  ]);

  it('refuses a registration number that differs from a taken one only in case and spaces', async () => {
    await c.create({ registration_number: 'ST 700 QR' });
    const response = await c.call('POST', '/api/vehicles', { registration_number: 'st700 qr', brand: 'MAN', model: 'TGS' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: "Registration number 'st700 qr' is already taken", code: 'CONFLICT' });
    const other = await c.create();
    const renamed = await c.call('PUT', c.url(other), { registration_number: 'ST 700QR', brand: 'MAN', model: 'TGS' });
    expect(renamed.statusCode).toBe(409);
  });

  it('refuses a driver who does not exist, naming the field', async () => {
    const response = await c.call('POST', '/api/vehicles', vehicles.body({ assigned_driver_id: 987654 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Assigned Driver 987654 does not exist', code: 'BAD_REQUEST' });
  });

  itKeepsWhatDocumentsUse(c, 'Vehicle is used in scale documents and cannot be deleted');
  itLetsOnlyRead(c, { readers: ['operator', 'viewer'] });
});
