/**
 * The site: GET /api/site, what every page needs to know about it (its name, logo and the time zone its days
 * follow), and the System page's settings (GET/PUT /api/site/settings, PUT/DELETE /api/site/logo).
 */
import { z } from 'zod';
import { oneOf, optionalText, requiredText } from './fields.js';
import { MAX_WEIGHT_DECIMALS, WEIGHT_UNITS } from './formats.js';
import { shiftPatternSchema } from './shifts.js';
import { problem } from './problems.js';

/** The label of the site when none is set (spec part 1 section 2, the weather card). */
export const DEFAULT_SITE_NAME = 'Current Location';

/** A logo is printed a few centimetres wide: this is plenty, and keeps every ticket's PDF small. */
export const SITE_LOGO_MAX_BYTES = 256 * 1024;
/** What a ticket's and a report's PDF can embed. */
export const SITE_LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export type SiteLogoType = (typeof SITE_LOGO_TYPES)[number];

export const SITE_MESSAGES = {
  saved: 'System settings saved',
  logoSaved: 'Logo saved',
  logoRemoved: 'Logo removed',
  logoNotImage: 'The logo must be a PNG or JPEG image',
  logoTooLarge: `The logo must be at most ${SITE_LOGO_MAX_BYTES / 1024} KB`,
  bothCoordinates: 'Latitude and longitude are given together, or neither',
  shiftsSaved: 'Shifts saved',
  weightsSaved: 'Units saved',
} as const;

/** How the site shows weights (PUT /api/site/weights; GET /api/site carries it to every page). */
export const weightDisplaySchema = z.strictObject({
  unit: oneOf(WEIGHT_UNITS),
  decimals: z
    .number({ error: problem('number') })
    .int(problem('wholeNumber'))
    .min(0, problem('between', { min: 0, max: MAX_WEIGHT_DECIMALS }))
    .max(MAX_WEIGHT_DECIMALS, problem('between', { min: 0, max: MAX_WEIGHT_DECIMALS })),
});
export const weightDisplayResponseSchema = z.object({ data: weightDisplaySchema });

export const siteInfoSchema = z.object({
  name: z.string(),
  /** IANA time zone; "today", weeks and months are counted in it. */
  timeZone: z.string(),
  /** Where the logo is fetched from (it changes with the logo), or null when the site has none. */
  logoUrl: z.string().nullable(),
  /** The site's shifts and the time its production day starts: "This shift" and production days follow them. */
  shifts: shiftPatternSchema,
  /** How weights are shown to people: tickets, documents, exports, the dashboard and reports. */
  weights: weightDisplaySchema,
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const siteInfoResponseSchema = z.object({ data: siteInfoSchema });

const webAddress = z.url({ protocol: /^https?$/ });
const isWebAddress = (text: string) => webAddress.safeParse(text).success;

const coordinate = (limit: number) =>
  z
    .number({ error: problem('number') })
    .min(-limit, problem('between', { min: -limit, max: limit }))
    .max(limit, problem('between', { min: -limit, max: limit }))
    .nullish()
    .transform((value) => value ?? null);

/** What the System page saves. Unset texts are null; the coordinates are given together or not at all. */
export const siteSettingsInputSchema = z
  .object({
    name: requiredText(100),
    address: optionalText(300),
    public_url: optionalText(200).refine((value) => value === null || isWebAddress(value), problem('webAddress')),
    latitude: coordinate(90),
    longitude: coordinate(180),
  })
  .refine((input) => (input.latitude === null) === (input.longitude === null), { message: SITE_MESSAGES.bothCoordinates, path: ['longitude'] });
export type SiteSettingsInput = z.input<typeof siteSettingsInputSchema>;
export type SiteSettingsValues = z.output<typeof siteSettingsInputSchema>;

export const siteSettingsSchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  public_url: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  time_zone: z.string(),
  logo_url: z.string().nullable(),
  /** When the settings were last saved on the System page; null while they are the first start's. */
  updated_at: z.string().nullable(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export const siteSettingsResponseSchema = z.object({ data: siteSettingsSchema });

/** What a new site has not filled in yet: the server's first start logs it, the System page shows it. */
export function unsetSiteSettings(settings: Pick<SiteSettings, 'name' | 'address' | 'public_url' | 'latitude'>): string[] {
  return [
    settings.name === DEFAULT_SITE_NAME ? 'name' : null,
    settings.address ? null : 'address',
    settings.public_url ? null : 'public address',
    settings.latitude === null ? 'coordinates' : null,
  ].filter((missing) => missing !== null);
}

/** The unset settings in a sentence: "The site's name, address and coordinates are not set yet." */
export function unsetSiteSettingsText(unset: readonly string[]): string {
  const list = unset.length > 1 ? `${unset.slice(0, -1).join(', ')} and ${unset.at(-1)}` : (unset[0] ?? '');
  return `The site's ${list} ${unset.length === 1 ? 'is' : 'are'} not set yet.`;
}

/** The logo as the page sends it: a data URL of a PNG or JPEG image. */
export const siteLogoInputSchema = z.object({ image: z.string({ error: problem('required') }).min(1, problem('required')) });

/** PUT /api/site/shifts answers the pattern saved. */
export const shiftPatternResponseSchema = z.object({ data: shiftPatternSchema });
