/**
 * The Stop Counter's times at the site: a day's window of moments, a moment on the 24-hour clock, a moment as
 * the value of a date-and-time input and back, and a stop's length. All in the site's zone, across clock changes.
 */
import { siteDay } from '@weighbridge/contract/date-ranges';
import { dayWindow } from '@weighbridge/contract/day-basis';
import { dateFormat } from '@weighbridge/contract/formats';
import type { Locale } from '@weighbridge/contract/preferences';
import { productionDayBounds } from '@weighbridge/contract/shifts';

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

/** A moment as a date-and-time input shows it at the site, 'YYYY-MM-DDTHH:mm'. */
export function toInputValue(iso: string, timeZone: string): string {
  const moment = new Date(iso);
  return `${siteDay(moment, timeZone)}T${dateFormat(CLOCK, timeZone).format(moment)}`;
}

/** A date-and-time input's value at the site as an instant; null for an empty or unreadable value. */
export function fromInputValue(value: string, timeZone: string): string | null {
  const parts = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  if (!parts) return null;
  // A day whose start is the typed time begins at that time on the site's clock.
  return productionDayBounds(parts[1]!, { dayStart: parts[2]! }, timeZone).start.toISOString();
}

/** A stop's length in whole hours and minutes, until `now` while it is open. */
export function stopLength(startedAt: string, endedAt: string | null, now: Date): { hours: number; minutes: string } {
  const minutes = Math.max(0, Math.floor(((endedAt ? Date.parse(endedAt) : now.getTime()) - Date.parse(startedAt)) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') };
}
