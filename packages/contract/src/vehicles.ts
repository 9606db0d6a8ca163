/** Vehicles of the fleet (spec part 1 section 3): the request body, the item answered, and the fixed lists. */
import { z } from 'zod';
import { oneOf, optionalAmount, optionalRecordIdSchema, requiredText } from './fields.js';
import { problem } from './problems.js';

export const FUEL_TYPES = ['diesel', 'petrol', 'electric', 'hybrid', 'cng', 'lpg'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];
export const DEFAULT_FUEL_TYPE: FuelType = 'diesel';

export const VEHICLE_STATUSES = ['active', 'maintenance', 'inactive', 'retired'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
export const DEFAULT_VEHICLE_STATUS: VehicleStatus = 'active';

/** Oldest model year the fleet register accepts; the newest is next year's model. */
export const OLDEST_VEHICLE_YEAR = 1950;

/** Heaviest capacity or tare a vehicle may be given, in kg (the largest haul trucks carry about 400 t). */
export const MAX_VEHICLE_WEIGHT_KG = 1_000_000;

const nextModelYear = () => new Date().getFullYear() + 1;

const yearManufacturedSchema = z
  .number({ error: problem('number') })
  .int(problem('wholeYear'))
  .refine((year) => year >= OLDEST_VEHICLE_YEAR && year <= nextModelYear(), {
    error: () => problem('between', { min: OLDEST_VEHICLE_YEAR, max: nextModelYear() }),
  })
  .nullish()
  .transform((year) => year ?? null);

/**
 * The body of POST and PUT /api/vehicles. A PUT replaces the whole record: a field left out is cleared.
 * Setting assigned_driver_id takes that driver off any other vehicle.
 */
export const vehicleInputSchema = z.strictObject({
  registration_number: requiredText(30),
  brand: requiredText(100),
  model: requiredText(100),
  fuel_type: oneOf(FUEL_TYPES).default(DEFAULT_FUEL_TYPE),
  status: oneOf(VEHICLE_STATUSES).default(DEFAULT_VEHICLE_STATUS),
  assigned_driver_id: optionalRecordIdSchema,
  year_manufactured: yearManufacturedSchema,
  capacity_kg: optionalAmount(MAX_VEHICLE_WEIGHT_KG),
  tare_weight_kg: optionalAmount(MAX_VEHICLE_WEIGHT_KG),
});
/** What a form sends (defaults may be left out). */
export type VehicleInput = z.input<typeof vehicleInputSchema>;
/** What the server works with after validation (defaults applied, empty values null). */
export type VehicleValues = z.output<typeof vehicleInputSchema>;

export const vehicleSchema = z.object({
  vehicle_id: z.number().int(),
  registration_number: z.string(),
  brand: z.string(),
  model: z.string(),
  fuel_type: z.enum(FUEL_TYPES),
  status: z.enum(VEHICLE_STATUSES),
  assigned_driver_id: z.number().int().nullable(),
  year_manufactured: z.number().int().nullable(),
  capacity_kg: z.number().nullable(),
  tare_weight_kg: z.number().nullable(),
  /** The assigned driver's name and surname; read only. */
  driver_name: z.string().nullable(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const vehicleListResponseSchema = z.object({ data: z.array(vehicleSchema) });
export const vehicleResponseSchema = z.object({ data: vehicleSchema });
