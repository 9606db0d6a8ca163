/**
 * The site's time zone (SITE_TIMEZONE) for every page that shows a date or a time. The signed-in shell
 * reads it from GET /api/site and provides it before any page renders, so a page never falls back to the
 * browser's zone; a page outside the provider is a programming error.
 */
import { siteDay } from '@weighbridge/contract/date-ranges';
import { createContext, use } from 'react';

const SiteTimeZoneContext = createContext<string | null>(null);

export const SiteTimeZoneProvider = SiteTimeZoneContext.Provider;

/** @example const timeZone = useSiteTimeZone(); formatDateTime(document.timestamp, timeZone) */
export function useSiteTimeZone(): string {
  const timeZone = use(SiteTimeZoneContext);
  if (timeZone === null) throw new Error('useSiteTimeZone must be used within a SiteTimeZoneProvider');
  return timeZone;
}

/** The year a moment falls in at the site: on New Year's Eve the reports' "this year" is the site's. */
export function siteYear(moment: Date, timeZone: string): number {
  return Number(siteDay(moment, timeZone).slice(0, 4));
}
