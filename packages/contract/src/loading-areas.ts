/** Loading (drilling) areas and the polygons within them (spec part 2 sections 3, 7 and 9). */
import { z } from 'zod';
import { oneOf, optionalText, recordIdSchema, requiredText } from './fields.js';

export const LOADING_AREA_STATUSES = ['active', 'inactive'] as const;
export type LoadingAreaStatus = (typeof LOADING_AREA_STATUSES)[number];
export const DEFAULT_LOADING_AREA_STATUS: LoadingAreaStatus = 'active';

export const POLYGON_STATUSES = ['operational', 'inactive'] as const;
export type PolygonStatus = (typeof POLYGON_STATUSES)[number];
export const DEFAULT_POLYGON_STATUS: PolygonStatus = 'operational';

/** The body of POST /api/loading-areas and PUT /api/loading-areas/{id}; a PUT replaces the whole record. */
export const loadingAreaInputSchema = z.strictObject({
  area_name: requiredText(100),
  description: optionalText(1000),
  status: oneOf(LOADING_AREA_STATUSES).default(DEFAULT_LOADING_AREA_STATUS),
});
export type LoadingAreaInput = z.input<typeof loadingAreaInputSchema>;
export type LoadingAreaValues = z.output<typeof loadingAreaInputSchema>;

export const loadingAreaSchema = z.object({
  loading_area_id: z.number().int(),
  area_name: z.string(),
  description: z.string().nullable(),
  status: z.enum(LOADING_AREA_STATUSES),
});
export type LoadingArea = z.infer<typeof loadingAreaSchema>;

export const loadingAreaListResponseSchema = z.object({ data: z.array(loadingAreaSchema) });
export const loadingAreaResponseSchema = z.object({ data: loadingAreaSchema });

/**
 * The body of POST /api/polygons and PUT /api/polygons/{id}. registration_id is the Polygon Code, unique
 * within its loading area; area_name is the optional Polygon Name.
 */
export const polygonInputSchema = z.strictObject({
  registration_id: requiredText(50),
  area_name: optionalText(100),
  status: oneOf(POLYGON_STATUSES).default(DEFAULT_POLYGON_STATUS),
  loading_area_id: recordIdSchema,
});
export type PolygonInput = z.input<typeof polygonInputSchema>;
export type PolygonValues = z.output<typeof polygonInputSchema>;

export const polygonSchema = z.object({
  polygon_id: z.number().int(),
  loading_area_id: z.number().int(),
  registration_id: z.string(),
  area_name: z.string().nullable(),
  status: z.enum(POLYGON_STATUSES),
});
export type Polygon = z.infer<typeof polygonSchema>;

export const polygonListResponseSchema = z.object({ data: z.array(polygonSchema) });
export const polygonResponseSchema = z.object({ data: polygonSchema });
