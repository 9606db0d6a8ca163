/**
 * A moment as the value of a date-and-time input at the site ('YYYY-MM-DDTHH:mm') and back, whatever the
 * browser's zone, across clock changes: a stop's start and end, a blast's firing.
 */
import { siteDay } from '@weighbridge/contract/date-ranges';
import { dateFormat } from '@weighbridge/contract/formats';
import { productionDayBounds } from '@weighbridge/contract/shifts';

const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

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
