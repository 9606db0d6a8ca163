import { describe, expect, it } from 'vitest';
import { siteMoment, siteYear, type WallClock } from './site-time.js';

/** A formatter per zone and shape: making one costs a hundred times what using it does. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.DateTimeFormat('en-US', { timeZone, ...options })));
  return made;
}

/** The offset of the zone at a moment as the time zone itself tells it, every time. */
function offsetMs(moment: number, timeZone: string): number {
  const parts = formatter(timeZone, { hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(new Date(moment));
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - Math.floor(moment / 1000) * 1000;
}

/** What siteMoment answers, computed without remembering anything. */
function expectedMoment(clock: WallClock, timeZone: string): string {
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return new Date(asUtc - offsetMs(asUtc - offsetMs(asUtc, timeZone), timeZone)).toISOString();
}

describe('the moment a site clock time names', () => {
  it.each([
    ['Europe/Ljubljana', 2025, 3, 30],
    ['Europe/Ljubljana', 2025, 10, 26],
    ['Australia/Lord_Howe', 2025, 4, 6],
    ['Australia/Lord_Howe', 2025, 10, 5],
    ['America/St_Johns', 2025, 3, 9],
    ['Pacific/Chatham', 2025, 4, 6],
    // From -0:44:30 to UTC at midnight: a change 44.5 minutes past a UTC hour, within a quarter hour.
    ['Africa/Monrovia', 1972, 1, 7],
    ['Africa/Monrovia', 1972, 1, 6],
  ])('agrees with the time zone minute by minute on a day %s changes its clock (%i-%i-%i), however often asked', (timeZone, year, month, day) => {
    for (const round of [1, 2]) {
      for (let minute = 0; minute < 24 * 60; minute += 1) {
        const clock = { year, month, day, hour: Math.floor(minute / 60), minute: minute % 60, second: round === 1 ? 0 : 59 };
        expect(siteMoment(clock, timeZone).toISOString(), JSON.stringify(clock)).toBe(expectedMoment(clock, timeZone));
      }
    }
  });

  it('reads a time skipped when clocks go forward with the offset from before, and a repeated time as the later one', () => {
    expect(siteMoment({ year: 2025, month: 3, day: 30, hour: 2, minute: 30, second: 0 }, 'Europe/Ljubljana').toISOString()).toBe('2025-03-30T01:30:00.000Z');
    expect(siteMoment({ year: 2025, month: 10, day: 26, hour: 2, minute: 30, second: 0 }, 'Europe/Ljubljana').toISOString()).toBe('2025-10-26T01:30:00.000Z');
  });
});

describe('the site year of a moment', () => {
  it.each(['Europe/Ljubljana', 'Asia/Kolkata', 'Australia/Adelaide', 'Pacific/Chatham', 'America/St_Johns', 'UTC'])(
    'agrees with the time zone minute by minute around New Year in %s, however often asked',
    (timeZone) => {
      const yearOf = (moment: number) => Number(formatter(timeZone, { year: 'numeric' }).format(new Date(moment)));
      // Two days either side of New Year in UTC, asked twice so that the second round reads remembered offsets.
      const from = Date.UTC(2025, 11, 30);
      for (const round of [1, 2]) {
        for (let moment = from; moment < from + 4 * 86_400_000; moment += 60_000 + round * 7_000) {
          expect(siteYear(new Date(moment), timeZone), new Date(moment).toISOString()).toBe(yearOf(moment));
        }
      }
    },
  );
});
