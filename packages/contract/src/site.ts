/** GET /api/site: what every page needs to know about the site, such as the time zone its days follow. */
import { z } from 'zod';

/** The label of the site when SITE_NAME is not set (spec part 1 section 2, the weather card). */
export const DEFAULT_SITE_NAME = 'Current Location';

export const siteInfoSchema = z.object({
  name: z.string(),
  /** IANA time zone (SITE_TIMEZONE); "today", weeks and months are counted in it. */
  timeZone: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const siteInfoResponseSchema = z.object({ data: siteInfoSchema });
