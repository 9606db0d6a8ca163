/** The periods every dashboard and report figure is measured for, as the web app asks for them. */
import { quickRange } from '@weighbridge/contract/date-ranges';

export type PeriodName = 'Today' | 'Month' | 'All Time';
export type Period = { name: PeriodName; report: 'today' | 'month' | 'all'; startDate?: string; endDate?: string };

export function benchPeriods(now: Date, timeZone: string): Period[] {
  const today = quickRange('today', now, timeZone);
  const month = quickRange('month', now, timeZone);
  return [
    { name: 'Today', report: 'today', ...today },
    { name: 'Month', report: 'month', ...month },
    { name: 'All Time', report: 'all' },
  ];
}

/** The dashboard's query string for the period: its site days, none for all time. */
export function dateQuery(period: Period): string {
  return period.startDate ? `startDate=${period.startDate}&endDate=${period.endDate}` : '';
}
