/**
 * When a device was last heard from, in the reader's language and the site's time: '14:05:30' the same
 * day at the site, else the date and time ('Mar 4, 2026, 2:05 PM'; '04.03.2026, 14:05' in German).
 */
import { useSiteTimeZone } from '../../lib/site-time-zone';
import { useFormat } from '../../lib/use-format';

export function useLastHeard(): (iso: string | null, now: Date) => string {
  const timeZone = useSiteTimeZone();
  const { formatLastHeard } = useFormat();
  return (iso, now) => formatLastHeard(iso, now, timeZone);
}
