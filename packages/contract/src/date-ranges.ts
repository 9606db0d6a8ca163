/**
 * The quick date ranges of the dashboard's time filter (spec part 1 section 4), counted in the site's
 * time zone: a supervisor abroad, or a browser set to UTC, still gets the site's today. Weeks run Monday
 * to Sunday. Ranges are inclusive YYYY-MM-DD days, as every date filter of the API takes them.
 */

import type { DayBasis } from './day-basis.js';

export type DateRange = { startDate: string; endDate: string };

/**
 * What a period's figures are asked for: site days (calendar or production days, see day-basis.ts), or a
 * window of moments [from, to) such as a shift (ISO instants).
 */
export type PeriodQuery = Partial<DateRange> & { from?: string; to?: string; dayBasis?: DayBasis };

export const QUICK_RANGES = ['today', 'yesterday', 'week', 'lastWeek', 'month', 'lastMonth'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/** A zone's day formatter, made once: making one costs a hundred times what using it does. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day a moment falls on at the site, e.g. siteDay(new Date('2026-03-08T23:30:00Z'), 'Europe/Ljubljana') is '2026-03-09'. */
export function siteDay(moment: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  const parts = format.formatToParts(moment);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

// Calendar arithmetic on days held as UTC midnights, where no clock change can shift a day.
const DAY_MS = 86_400_000;
const toDay = (text: string) => new Date(`${text}T00:00:00Z`);
const toText = (day: Date) => day.toISOString().slice(0, 10);
const addDays = (day: Date, days: number) => new Date(day.getTime() + days * DAY_MS);

/** The day so many days after a day (before, when negative), 'YYYY-MM-DD'. @example daysAfter('2026-03-01', -1) // '2026-02-28' */
export function daysAfter(day: string, days: number): string {
  return toText(addDays(toDay(day), days));
}

function weekOf(day: Date): DateRange {
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  const monday = addDays(day, -sinceMonday);
  return { startDate: toText(monday), endDate: toText(addDays(monday, 6)) };
}

function monthOf(day: Date): DateRange {
  const first = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
  const last = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0));
  return { startDate: toText(first), endDate: toText(last) };
}

const oneDay = (day: Date): DateRange => ({ startDate: toText(day), endDate: toText(day) });

/**
 * The days of a quick range at a moment.
 * @example quickRange('week', new Date('2026-03-08T10:00:00Z'), 'Europe/Ljubljana') // { startDate: '2026-03-02', endDate: '2026-03-08' }
 */
export function quickRange(range: QuickRange, now: Date, timeZone: string): DateRange {
  const today = toDay(siteDay(now, timeZone));
  switch (range) {
    case 'today':
      return oneDay(today);
    case 'yesterday':
      return oneDay(addDays(today, -1));
    case 'week':
      return weekOf(today);
    case 'lastWeek':
      return weekOf(addDays(today, -7));
    case 'month':
      return monthOf(today);
    case 'lastMonth':
      return monthOf(addDays(toDay(monthOf(today).startDate), -1));
  }
}
