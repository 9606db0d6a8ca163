/** The drivers table. Which vehicle a driver drives is held once, on vehicles.assigned_driver_id. */
import { BLOOD_TYPES, DEFAULT_BLOOD_TYPE } from '@weighbridge/contract/drivers';
import { sql } from 'drizzle-orm';
import { check, date, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOfCheck, timestamps } from '../columns.js';

export const drivers = pgTable(
  'drivers',
  {
    id: serial('driver_id').primaryKey(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    contact: text('contact'),
    driverLicenseId: text('driver_license_id').notNull(),
    bloodType: text('blood_type').notNull().default(DEFAULT_BLOOD_TYPE),
    birthDate: date('birth_date', { mode: 'string' }),
    emergencyContact: text('emergency_contact'),
    emergencyContactName: text('emergency_contact_name'),
    ...timestamps,
  },
  (table) => [
    // A licence id is one document however it is typed.
    uniqueIndex('drivers_license_id_key').on(sql`upper(${table.driverLicenseId})`),
    check('drivers_blood_type_check', oneOfCheck('blood_type', BLOOD_TYPES)),
  ],
);
