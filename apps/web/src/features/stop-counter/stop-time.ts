/**
 * The Stop Counter's times at the site: a day's window of moments, a moment on the 24-hour clock and a stop's
 * length, all in the site's zone, across clock changes (a moment as an input's value: lib/site-moment-input.ts).
 */
import { dayWindow } from '@weighbridge/contract/day-basis';
import { dateFormat } from '@weighbridge/contract/formats';
import type { Locale } from '@weighbridge/contract/preferences';

const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** The moments [from, to) of a site day 'YYYY-MM-DD', as the stops list asks for them. */
export function dayBounds(day: string, timeZone: string): { from: string; to: string } {
  const { start, end } = dayWindow({ startDate: day, endDate: day }, 'calendar', '00:00', timeZone);
  return { from: start.toISOString(), to: end.toISOString() };
}

/** A moment at the site as HH:mm, e.g. '14:05'. */
export function clockTime(iso: string, timeZone: string, locale: Locale): string {
  return dateFormat(CLOCK, timeZone, locale).format(new Date(iso));
}

/** A stop's length in whole hours and minutes, until `now` while it is open. */
export function stopLength(startedAt: string, endedAt: string | null, now: Date): { hours: number; minutes: string } {
  const minutes = Math.max(0, Math.floor(((endedAt ? Date.parse(endedAt) : now.getTime()) - Date.parse(startedAt)) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') };
}
