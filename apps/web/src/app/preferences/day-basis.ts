/**
 * Which days this browser reads every "today" by: calendar days (the default) or the site's production days
 * (localStorage `weighbridge.day-basis`). The one hook every page with a date filter reads: the dashboard,
 * the reports and the documents list. The choice applies only while the site's production day starts at a
 * time other than 00:00; at a site whose days start at midnight both bases are the same days, and calendar
 * days are read.
 */
import { basisNow, cutsAtDayStart, DAY_BASES, type DayBasis, DEFAULT_DAY_BASIS } from '@weighbridge/contract/day-basis';
import { useSyncExternalStore } from 'react';
import { useSite } from '../queries/site';

const STORAGE_KEY = 'weighbridge.day-basis';
const MIDNIGHT = '00:00';

const isDayBasis = (value: unknown): value is DayBasis => typeof value === 'string' && (DAY_BASES as readonly string[]).includes(value);

const listeners = new Set<() => void>();

function readStored(): DayBasis {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isDayBasis(stored) ? stored : DEFAULT_DAY_BASIS;
  } catch {
    // A browser that keeps nothing reads calendar days.
    return DEFAULT_DAY_BASIS;
  }
}

function writeStored(basis: DayBasis) {
  try {
    localStorage.setItem(STORAGE_KEY, basis);
  } catch {
    // Kept for this page only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export type DayBasisChoice = {
  /** The days the pages read: production only when chosen and the site's days do not start at midnight. */
  basis: DayBasis;
  /** The site's production day start, 'HH:MM'. */
  dayStart: string;
  /** Whether the choice means anything here: the site's production day does not start at 00:00. */
  choosable: boolean;
  /** This browser's choice, kept while it means nothing (the site's days start at midnight). */
  chosen: DayBasis;
  choose: (basis: DayBasis) => void;
};

/** @example const { basis } = useDayBasis(); useStatistics(withDayBasis(query, basis)) */
export function useDayBasis(): DayBasisChoice {
  const chosen = useSyncExternalStore(subscribe, readStored);
  // Until the site is known (the shell loads it before any page), its days are read from midnight.
  const dayStart = useSite().data?.shifts.dayStart ?? MIDNIGHT;
  const choosable = cutsAtDayStart('production', dayStart);
  return { basis: cutsAtDayStart(chosen, dayStart) ? 'production' : 'calendar', dayStart, choosable, chosen, choose: writeStored };
}

/**
 * A date filter's query read by the basis: `dayBasis: 'production'` added for production days, nothing for
 * calendar days (the server's default) or a window of moments of its own (the dashboard's This Shift).
 */
export function withDayBasis<Query extends object>(query: Query, basis: DayBasis): Query & { dayBasis?: DayBasis } {
  return basis === 'production' && !('from' in query && query.from) ? { ...query, dayBasis: basis } : query;
}

/** A moment whose calendar day is today by the basis, for the quick ranges worked out on the page (basisNow in the contract). */
export function todayMoment(now: Date, choice: Pick<DayBasisChoice, 'basis' | 'dayStart'>, timeZone: string): Date {
  return basisNow(now, choice.basis, choice.dayStart, timeZone);
}
