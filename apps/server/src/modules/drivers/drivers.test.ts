import { FIELD_LABELS } from '@weighbridge/contract/field-labels';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { type CatalogueUnderTest, describeCatalogue, expectAudited, expectReadBack, itAnswersUnknownIds, itDeletes, itLetsOnlyRead, itRefuses, itRequires } from '../../test/catalogue-checks.js';
import { loadBody, makeSite } from '../../test/site-data.js';

let serial = 0;
const nextLicence = () => `DL-${String(++serial).padStart(5, '0')}`;
const nextPlate = () => `DR ${String(++serial).padStart(3, '0')} VT`;

const drivers: CatalogueUnderTest = {
  path: '/api/drivers',
  idField: 'driver_id',
  keeper: 'supervisor',
  body: (fields = {}) => ({ name: 'Ivan', surname: 'Horvat', driver_license_id: nextLicence(), ...fields }),
  deletes: true,
};

describeCatalogue(drivers, (c) => {
  const { t } = c;
  const createDriver = c.create;
  const createVehicle = async (fields: Record<string, unknown> = {}) => {
    const response = await c.call('POST', '/api/vehicles', { registration_number: nextPlate(), brand: 'Volvo', model: 'FH16', ...fields });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  const get = c.read;

  it('creates a driver with blood type O+ by default, and reads it back', async () => {
    const created = await createDriver({ name: ' Ana ', driver_license_id: 'DL-NEW', contact: '+385 91 000 111', birth_date: '1985-04-12', emergency_contact_name: '' });
    expect(created).toEqual({
      driver_id: expect.any(Number),
      name: 'Ana',
      surname: 'Horvat',
      contact: '+385 91 000 111',
      driver_license_id: 'DL-NEW',
      blood_type: 'O+',
      birth_date: '1985-04-12',
      assigned_vehicle_id: null,
      emergency_contact: null,
      emergency_contact_name: null,
      vehicle_reg: null,
    });
    await expectReadBack(c, created);
  });

  it('lists drivers by surname, then name', async () => {
    await createDriver({ name: 'Bruno', surname: 'Zupan' });
    await createDriver({ name: 'Ante', surname: 'Zupan' });
    await createDriver({ name: 'Luka', surname: 'Babic' });
    const names = (await get('/api/drivers')).map((d: { name: string; surname: string }) => `${d.surname} ${d.name}`);
    expect(names.indexOf('Babic Luka')).toBeLessThan(names.indexOf('Zupan Ante'));
    expect(names.indexOf('Zupan Ante')).toBeLessThan(names.indexOf('Zupan Bruno'));
  });

  it('updates a driver and records before and after', async () => {
    const driver = await createDriver();
    const after = await c.update(driver, { name: 'Ivan', surname: 'Kovac', driver_license_id: driver.driver_license_id, blood_type: 'AB-' });
    expect(after).toMatchObject({ surname: 'Kovac', blood_type: 'AB-' });
    await expectAudited(c, 'driver.update', driver.driver_id, { before: driver, after });
  });

  itDeletes(c, { answer: 'Driver deleted', notFound: 'Driver not found' });
  itAnswersUnknownIds(c, { notFound: 'Driver not found', notAnId: 'Driver must be a positive whole number' });

  it('deletes a driver and releases their vehicle', async () => {
    const driver = await createDriver();
    const vehicle = await createVehicle({ assigned_driver_id: driver.driver_id });
    const response = await c.call('DELETE', c.url(driver));
    expect(response.json()).toEqual({ message: 'Driver deleted' });
    expect(await get(`/api/vehicles/${vehicle.vehicle_id}`)).toMatchObject({ assigned_driver_id: null, driver_name: null });
  });

  it('tells how many documents name a driver, and deleting the driver leaves the name on those tickets', async () => {
    const site = await makeSite(t);
    const driver = await createDriver({ name: 'Marko', surname: 'Novak' });
    const tara = await t.call('POST', '/api/tara-weighings', { token: site.adminToken, body: { vehicleId: site.vehicleId, tareWeight: 10000 } });
    expect(tara.statusCode).toBe(201);
    const documentIds: number[] = [];
    for (const fullWeight of [20000, 21000]) {
      const load = await t.call('POST', '/api/scale-documents/record-load', { token: site.adminToken, body: loadBody(site, fullWeight, { driverId: driver.driver_id }) });
      documentIds.push(load.json().data.document_id);
    }
    expect(await get(`/api/drivers/${driver.driver_id}/usage`)).toEqual({ scale_documents: 2 });
    expect((await t.call('GET', `/api/drivers/${driver.driver_id}/usage`, { token: await t.signInAs('operator') })).statusCode).toBe(403);

    const deleted = await c.call('DELETE', c.url(driver));
    expect(deleted.json()).toEqual({ message: 'Driver deleted' });
    for (const documentId of documentIds) {
      expect(await get(`/api/scale-documents/${documentId}`)).toMatchObject({ driver_id: null, driver_name: 'Marko', driver_surname: 'Novak' });
    }
    const [audit] = await queryRows<{ details: Record<string, unknown> }>(t.database.db, sql`
      select details from audit_log where action = 'driver.delete' and entity_id = ${String(driver.driver_id)}`);
    expect(audit?.details.documentsKeepingName).toBe(2);
    expect((await c.call('GET', `/api/drivers/${driver.driver_id}/usage`)).statusCode).toBe(404);
  });

  itRequires(c, ['name', 'surname', 'driver_license_id'], FIELD_LABELS.drivers);
  itRefuses(c, 'refuses an unknown field, a blood type not on the list and a birth date in the future', [
    [{ salary: 1000 }, /salary/],
    [{ blood_type: 'C+' }, 'Blood Type must be one of A+, A-, B+, B-, AB+, AB-, O+, O-'],
    [{ birth_date: '2999-01-01' }, /^Birth Date must be between 1900-01-01 and /],
    [{ birth_date: '12.04.1985' }, 'Birth Date must be a date (YYYY-MM-DD)'],
    [{ assigned_vehicle_id: -4 }, 'Assigned Vehicle must be a positive whole number'],
  ]);

  it('refuses a licence id that is taken in any letter case', async () => {
    await createDriver({ driver_license_id: 'HR-77-ab' });
    const response = await c.call('POST', '/api/drivers', { name: 'Marko', surname: 'Maric', driver_license_id: 'hr-77-AB' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: "Driver license ID 'hr-77-AB' is already taken", code: 'CONFLICT' });
  });

  it('refuses a vehicle that does not exist, naming the field', async () => {
    const response = await c.call('POST', '/api/drivers', drivers.body({ assigned_vehicle_id: 987654 }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Assigned Vehicle 987654 does not exist', code: 'BAD_REQUEST' });
  });

  it('shows a pairing made on the vehicle on both sides, and moves it when the driver is reassigned', async () => {
    const driver = await createDriver({ name: 'Petra', surname: 'Novak' });
    const first = await createVehicle({ assigned_driver_id: driver.driver_id });
    expect(first).toMatchObject({ assigned_driver_id: driver.driver_id, driver_name: 'Petra Novak' });
    expect(await get(`/api/drivers/${driver.driver_id}`)).toMatchObject({ assigned_vehicle_id: first.vehicle_id, vehicle_reg: first.registration_number });

    const second = await createVehicle({ assigned_driver_id: driver.driver_id });
    expect(await get(`/api/vehicles/${first.vehicle_id}`)).toMatchObject({ assigned_driver_id: null, driver_name: null });
    expect(await get(`/api/drivers/${driver.driver_id}`)).toMatchObject({ assigned_vehicle_id: second.vehicle_id });
    const listed = (await get('/api/vehicles')).filter((v: { assigned_driver_id: number | null }) => v.assigned_driver_id === driver.driver_id);
    expect(listed.map((v: { vehicle_id: number }) => v.vehicle_id)).toEqual([second.vehicle_id]);

    const rows = await queryRows(t.database.db, sql`
      select details -> 'released' as released from audit_log
      where action = 'vehicle.create' and entity_id = ${String(second.vehicle_id)}`);
    expect(rows).toEqual([{ released: [{ vehicle_id: first.vehicle_id, driver_id: driver.driver_id }] }]);
  });

  it('shows a pairing made on the driver on both sides, releasing the earlier pairing of each', async () => {
    const driverA = await createDriver({ name: 'Ana', surname: 'Juric' });
    const driverB = await createDriver({ name: 'Boris', surname: 'Juric' });
    const truck = await createVehicle({ assigned_driver_id: driverA.driver_id });
    const otherTruck = await createVehicle({ assigned_driver_id: driverB.driver_id });

    const response = await c.call('PUT', c.url(driverB), { name: 'Boris', surname: 'Juric', driver_license_id: driverB.driver_license_id, assigned_vehicle_id: truck.vehicle_id });
    expect(response.json().data).toMatchObject({ assigned_vehicle_id: truck.vehicle_id, vehicle_reg: truck.registration_number });
    expect(await get(`/api/vehicles/${truck.vehicle_id}`)).toMatchObject({ assigned_driver_id: driverB.driver_id, driver_name: 'Boris Juric' });
    expect(await get(`/api/vehicles/${otherTruck.vehicle_id}`)).toMatchObject({ assigned_driver_id: null });
    expect(await get(`/api/drivers/${driverA.driver_id}`)).toMatchObject({ assigned_vehicle_id: null, vehicle_reg: null });

    const cleared = await c.call('PUT', c.url(driverB), { name: 'Boris', surname: 'Juric', driver_license_id: driverB.driver_license_id });
    expect(cleared.json().data).toMatchObject({ assigned_vehicle_id: null });
    expect(await get(`/api/vehicles/${truck.vehicle_id}`)).toMatchObject({ assigned_driver_id: null });
  });

  itLetsOnlyRead(c, { readers: ['operator'] });
});
