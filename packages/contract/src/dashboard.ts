/**
 * The dashboard's figures (spec part 1 sections 2, 3 and 7): material and polygon insights, trips per
 * vehicle and the site's weather. Every figure counts the completed, not voided load documents of the
 * period, as the statistics cards and the documents list do, so that all of them agree.
 */
import { z } from 'zod';
import { VEHICLE_STATUSES } from './vehicles.js';

export const WEATHER_MESSAGES = {
  unavailable: 'Weather data unavailable',
} as const;

export const materialInsightSchema = z.object({
  material_id: z.number().int(),
  material_name: z.string(),
  total_weight_kg: z.number(),
  transaction_count: z.number().int(),
  avg_weight_kg: z.number(),
});
export type MaterialInsight = z.infer<typeof materialInsightSchema>;

/** Loads weighed without a polygon have no polygon insight. */
export const polygonInsightSchema = z.object({
  polygon_id: z.number().int(),
  /** The optional Polygon Name. */
  polygon_name: z.string().nullable(),
  polygon_code: z.string(),
  loading_area_name: z.string(),
  transaction_count: z.number().int(),
  total_weight_kg: z.number(),
});
export type PolygonInsight = z.infer<typeof polygonInsightSchema>;

/** Both lists are sorted by total weight, heaviest first. */
export const insightsResponseSchema = z.object({
  data: z.object({ materials: z.array(materialInsightSchema), polygons: z.array(polygonInsightSchema) }),
});
export type Insights = z.infer<typeof insightsResponseSchema>['data'];

/** A vehicle's trips (completed load documents) in the period; status is the vehicle's own. */
export const tripCountItemSchema = z.object({
  vehicle_id: z.number().int(),
  registration_number: z.string(),
  brand: z.string(),
  model: z.string(),
  trip_count: z.number().int(),
  status: z.enum(VEHICLE_STATUSES),
});
export type TripCountItem = z.infer<typeof tripCountItemSchema>;

/** Sorted by trip count, most first. */
export const vehicleTripsResponseSchema = z.object({ data: z.array(tripCountItemSchema) });

/** The site's current weather in C, km/h, % and km (spec part 1 section 9). */
export const weatherSchema = z.object({
  temperature: z.number(),
  condition: z.string(),
  location: z.string(),
  windSpeed: z.number(),
  humidity: z.number(),
  /** Some weather models give no visibility. */
  visibility: z.number().nullable(),
  feelsLike: z.number(),
});
export type Weather = z.infer<typeof weatherSchema>;

/**
 * GET /api/dashboard/weather: the weather, or none and why when the site has no coordinates to ask for
 * (its coordinates unset on Settings / System). That is a state of the card, answered 200, not an error; a
 * weather service that fails or does not answer is one (503).
 */
export const weatherResponseSchema = z.discriminatedUnion('available', [
  z.object({ available: z.literal(true), data: weatherSchema }),
  z.object({ available: z.literal(false), data: z.null(), reason: z.string() }),
]);
export type WeatherResponse = z.infer<typeof weatherResponseSchema>;
