/** The materials catalogue (spec part 2 sections 3, 7 and 9). */
import { z } from 'zod';
import { oneOf, optionalAmount, optionalText, requiredText } from './fields.js';

export const UNITS_OF_MEASURE = ['kg', 'ton', 'm3'] as const;
export type UnitOfMeasure = (typeof UNITS_OF_MEASURE)[number];
export const DEFAULT_UNIT_OF_MEASURE: UnitOfMeasure = 'kg';

/** Highest density accepted, kg/m3 (the densest metals are about 22,600). */
export const MAX_DENSITY_KG_M3 = 50_000;

/** Highest price per unit accepted, in dollars. */
export const MAX_PRICE_PER_UNIT = 1_000_000_000;

/** The body of POST /api/materials and PUT /api/materials/{material_id}; a PUT replaces the whole record. */
export const materialInputSchema = z.strictObject({
  name: requiredText(100),
  registration_id: requiredText(50),
  category: optionalText(100),
  unit_of_measure: oneOf(UNITS_OF_MEASURE).default(DEFAULT_UNIT_OF_MEASURE),
  density_kg_m3: optionalAmount(MAX_DENSITY_KG_M3),
  price_per_unit: optionalAmount(MAX_PRICE_PER_UNIT),
  description: optionalText(1000),
});
export type MaterialInput = z.input<typeof materialInputSchema>;
export type MaterialValues = z.output<typeof materialInputSchema>;

export const materialSchema = z.object({
  material_id: z.number().int(),
  name: z.string(),
  registration_id: z.string(),
  category: z.string().nullable(),
  unit_of_measure: z.enum(UNITS_OF_MEASURE),
  density_kg_m3: z.number().nullable(),
  price_per_unit: z.number().nullable(),
  description: z.string().nullable(),
});
export type Material = z.infer<typeof materialSchema>;

export const materialListResponseSchema = z.object({ data: z.array(materialSchema) });
export const materialResponseSchema = z.object({ data: materialSchema });
