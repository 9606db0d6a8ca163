/**
 * When a device was last heard from, in the reader's language: the time to the second when it was the same
 * day at the site ('14:05:30'), else the date and time ('Mar 4, 2026, 2:05 PM'; '04.03.2026, 14:05' in German).
 */
import { siteDay } from '@weighbridge/contract/date-ranges';
import { formatClockTime, NOT_SET } from '../../lib/format';
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormat } from '../../lib/use-format';

export function useLastHeard(): (iso: string | null, now: Date) => string {
  const timeZone = useSiteTimeZone();
  const { formatDateTime } = useFormat();
  return (iso, now) => {
    if (iso === null) return NOT_SET;
    return siteDay(new Date(iso), timeZone) === siteDay(now, timeZone) ? formatClockTime(iso, timeZone) : formatDateTime(iso, timeZone);
  };
}
