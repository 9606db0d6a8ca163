/** Drivers (spec part 1 section 3): the request body, the item answered, and the blood types. */
import { z } from 'zod';
import { oneOf, optionalRecordIdSchema, optionalText, requiredText } from './fields.js';
import { problem } from './problems.js';

export const BLOOD_TYPES = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type BloodType = (typeof BLOOD_TYPES)[number];
export const DEFAULT_BLOOD_TYPE: BloodType = 'O+';

/** Earliest birth date accepted, as YYYY-MM-DD. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

const today = () => new Date().toISOString().slice(0, 10);

const birthDateSchema = z.iso
  .date({ error: problem('date') })
  .refine((date) => date >= EARLIEST_BIRTH_DATE && date <= today(), {
    error: () => problem('between', { min: EARLIEST_BIRTH_DATE, max: today() }),
  })
  .nullish()
  .transform((date) => date ?? null);

/**
 * The body of POST and PUT /api/drivers. A PUT replaces the whole record: a field left out is cleared.
 * Setting assigned_vehicle_id takes this driver off any other vehicle and that vehicle's driver off it.
 */
export const driverInputSchema = z.strictObject({
  name: requiredText(100),
  surname: requiredText(100),
  driver_license_id: requiredText(50),
  contact: optionalText(50),
  blood_type: oneOf(BLOOD_TYPES).default(DEFAULT_BLOOD_TYPE),
  birth_date: birthDateSchema,
  assigned_vehicle_id: optionalRecordIdSchema,
  emergency_contact: optionalText(50),
  emergency_contact_name: optionalText(200),
});
export type DriverInput = z.input<typeof driverInputSchema>;
export type DriverValues = z.output<typeof driverInputSchema>;

export const driverSchema = z.object({
  driver_id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  contact: z.string().nullable(),
  driver_license_id: z.string(),
  blood_type: z.enum(BLOOD_TYPES),
  /** YYYY-MM-DD. */
  birth_date: z.string().nullable(),
  assigned_vehicle_id: z.number().int().nullable(),
  emergency_contact: z.string().nullable(),
  emergency_contact_name: z.string().nullable(),
  /** The registration number of the assigned vehicle; read only. */
  vehicle_reg: z.string().nullable(),
});
export type Driver = z.infer<typeof driverSchema>;

export const driverListResponseSchema = z.object({ data: z.array(driverSchema) });
export const driverResponseSchema = z.object({ data: driverSchema });

/**
 * GET /api/drivers/{id}/usage: how many scale documents name the driver, voided ones included. Deleting
 * the driver leaves them be: each keeps the name printed on its ticket (only its link to the driver goes).
 */
export const driverUsageResponseSchema = z.object({ data: z.object({ scale_documents: z.number().int() }) });
export type DriverUsage = z.infer<typeof driverUsageResponseSchema>['data'];
