/**
 * The production days the Drill logs and Blasts tabs list: the last seven up to today's until the reader
 * chooses others. Today is the production day running now, so a night shift's log is found under the day it began.
 */
import { daysAfter } from '@weighbridge/contract/date-ranges';
import { productionDayOf, type ShiftPattern } from '@weighbridge/contract/shifts';

export type OperationsPeriod = { from: string; to: string };

/** @example recentProductionDays(new Date('2026-03-10T04:00:00Z'), { dayStart: '06:00' }, 'Europe/Ljubljana') // { from: '2026-03-03', to: '2026-03-09' } */
export function recentProductionDays(now: Date, pattern: Pick<ShiftPattern, 'dayStart'>, timeZone: string): OperationsPeriod {
  const today = productionDayOf(now, pattern, timeZone);
  return { from: daysAfter(today, -6), to: today };
}

/** The days to ask for: a day left empty is the other's, and a To before From asks for nothing. */
export function periodToAsk(period: OperationsPeriod): OperationsPeriod | null {
  const from = period.from || period.to;
  const to = period.to || period.from;
  if (!from || !to || to < from) return null;
  return { from, to };
}
