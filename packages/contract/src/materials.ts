/**
 * The materials catalogue (spec part 2 sections 3, 7 and 9). A material with a size fraction (0-4, 4-8,
 * 8-16 mm) is also a product of the crushing plants: Production's plan, shift logs and stockpiles name their
 * products by material, so a weighed outbound load of it is a dispatch of that product, and the site keeps
 * one catalogue.
 */
import { z } from 'zod';
import { oneOf, optionalAmount, optionalText, requiredText } from './fields.js';
import { formatQuantity } from './numbers.js';
import { problem } from './problems.js';

export const UNITS_OF_MEASURE = ['kg', 'ton', 'm3'] as const;
export type UnitOfMeasure = (typeof UNITS_OF_MEASURE)[number];
export const DEFAULT_UNIT_OF_MEASURE: UnitOfMeasure = 'kg';

/** Highest density accepted, kg/m3 (the densest metals are about 22,600). */
export const MAX_DENSITY_KG_M3 = 50_000;

/** Highest price per unit accepted, in dollars. */
export const MAX_PRICE_PER_UNIT = 1_000_000_000;

/** Largest particle size of a fraction, mm (armour rock reaches a metre or two). */
export const MAX_SIZE_MM = 5_000;

/**
 * A size fraction as the pages show it: 0 and 4 read '0-4 mm'; none without both bounds. The bounds are
 * written in English unless the reader's number format is given ('16-31,5 mm' in German).
 * @example sizeFractionText(4, 8) // '4-8 mm'
 */
export function sizeFractionText(from: number | null, to: number | null, number: (value: number) => string = formatQuantity): string | null {
  return from === null || to === null ? null : `${number(from)}-${number(to)} mm`;
}

/**
 * The body of POST /api/materials and PUT /api/materials/{material_id}; a PUT replaces the whole record. A
 * size fraction has both bounds or neither, the lower below the upper.
 */
export const materialInputSchema = z
  .strictObject({
  name: requiredText(100),
  registration_id: requiredText(50),
  category: optionalText(100),
  unit_of_measure: oneOf(UNITS_OF_MEASURE).default(DEFAULT_UNIT_OF_MEASURE),
  density_kg_m3: optionalAmount(MAX_DENSITY_KG_M3),
  price_per_unit: optionalAmount(MAX_PRICE_PER_UNIT),
  description: optionalText(1000),
  size_from_mm: optionalAmount(MAX_SIZE_MM),
  size_to_mm: optionalAmount(MAX_SIZE_MM),
})
  .superRefine((material, context) => {
    const { size_from_mm: from, size_to_mm: to } = material;
    if (from !== null && to === null) context.addIssue({ code: 'custom', path: ['size_to_mm'], message: problem('required') });
    if (from === null && to !== null) context.addIssue({ code: 'custom', path: ['size_from_mm'], message: problem('required') });
    if (from !== null && to !== null && to <= from) {
      context.addIssue({ code: 'custom', path: ['size_to_mm'], message: problem('aboveLowerSize') });
    }
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
  size_from_mm: z.number().nullable(),
  size_to_mm: z.number().nullable(),
});
export type Material = z.infer<typeof materialSchema>;

export const materialListResponseSchema = z.object({ data: z.array(materialSchema) });
export const materialResponseSchema = z.object({ data: materialSchema });
