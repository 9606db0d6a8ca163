/**
 * When the generated loads happen: the site days ending today, weekdays busier than Saturdays and
 * Sundays, and within a day the working hours 06-18 with a midday peak and a little night work. Today
 * only has loads before the moment of generation, so Today's figures are real and nothing is in the future.
 */
import { siteDay } from '@weighbridge/contract/date-ranges';
import { siteMoment } from '@weighbridge/server/src/lib/site-time.js';
import type { Random } from '../random.js';

/** Two million documents over five years: the biggest site. */
export const DOCUMENTS_PER_DAY = 1096;
const DAY_MS = 86_400_000;

/** Relative loads per hour of the site's day, 0 to 23. */
const HOUR_WEIGHTS = [
  0.02, 0.02, 0.02, 0.02, 0.02, 0.08, 0.7, 0.95, 1.05, 1.15, 1.35, 1.55, 1.6, 1.5, 1.25, 1.05, 0.85, 0.6, 0.3, 0.06, 0.03, 0.02, 0.02, 0.02,
];
/** Monday to Sunday. */
const WEEKDAY_WEIGHTS = [1, 1, 1.05, 1, 0.95, 0.45, 0.08];

export type SiteDay = {
  day: string;
  year: number;
  /** The moment of the day's local midnight and the zone's offset at noon, to turn clock times into moments. */
  startMs: number;
  offsetMs: number;
  /** Loads planned on the day. */
  count: number;
  /** Only for today: the latest moment a load may have. */
  untilMs: number;
};

function dayParts(day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month, date };
}

/** The site days that hold `documents` loads, oldest first, each with its share. */
export function planDays(documents: number, now: Date, timeZone: string): SiteDay[] {
  const today = siteDay(now, timeZone);
  const dayCount = Math.max(2, Math.ceil(documents / DOCUMENTS_PER_DAY));
  const todayUtc = Date.parse(`${today}T00:00:00Z`);
  const days = Array.from({ length: dayCount }, (_, index) => {
    const day = new Date(todayUtc - (dayCount - 1 - index) * DAY_MS).toISOString().slice(0, 10);
    const { year, month, date } = dayParts(day);
    const noon = siteMoment({ year, month, day: date, hour: 12, minute: 0, second: 0 }, timeZone).getTime();
    const offsetMs = Date.UTC(year, month - 1, date, 12) - noon;
    const startMs = Date.UTC(year, month - 1, date) - offsetMs;
    const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
    const isToday = day === today;
    const share = isToday ? elapsedShare(now.getTime() - startMs) : 1;
    return { day, year, startMs, offsetMs, count: 0, untilMs: isToday ? now.getTime() - 1000 : startMs + DAY_MS - 1000, weight: WEEKDAY_WEIGHTS[weekday]! * share };
  });
  const total = days.reduce((sum, day) => sum + day.weight, 0);
  let given = 0;
  for (const day of days) {
    day.count = Math.floor((documents * day.weight) / total);
    given += day.count;
  }
  // Today always has some loads, however early in the day the data is made; the rest go to the last days.
  const last = days[days.length - 1]!;
  const todayMinimum = Math.min(documents - given + last.count, Math.max(20, Math.floor(documents / 500)));
  if (last.count < todayMinimum) {
    given += todayMinimum - last.count;
    last.count = todayMinimum;
  }
  for (let index = days.length - 2; given !== documents; index = index <= 0 ? days.length - 2 : index - 1) {
    const step = given < documents ? 1 : -1;
    if (step < 0 && days[index]!.count === 0) continue;
    days[index]!.count += step;
    given += step;
  }
  return days.map(({ weight: _weight, ...day }) => day);
}

/** How much of a day's work is done this long after its midnight. */
function elapsedShare(elapsedMs: number): number {
  const total = HOUR_WEIGHTS.reduce((sum, weight) => sum + weight, 0);
  let done = 0;
  for (let hour = 0; hour < 24; hour += 1) {
    const part = Math.min(1, Math.max(0, elapsedMs / 3_600_000 - hour));
    done += HOUR_WEIGHTS[hour]! * part;
  }
  return done / total;
}

/** The moments of the day's loads, in order. */
export function loadMoments(day: SiteDay, random: Random): number[] {
  const latestHour = Math.min(23, Math.floor((day.untilMs - day.startMs) / 3_600_000));
  const weights = HOUR_WEIGHTS.map((weight, hour) => (hour <= latestHour ? weight : 0));
  const moments: number[] = [];
  for (let index = 0; index < day.count; index += 1) {
    const hour = random.weighted(weights);
    const second = random.int(0, 3599);
    const moment = day.startMs + hour * 3_600_000 + second * 1000;
    moments.push(Math.max(day.startMs, Math.min(moment, day.untilMs - random.int(0, 600) * 1000)));
  }
  return moments.sort((a, b) => a - b);
}
