/**
 * BACKUP_SCHEDULE: when the server writes a backup by itself, on the site's clock (SITE_TIMEZONE).
 *   off                       never
 *   hourly                    every hour on the hour; `hourly :30` at half past every hour
 *   daily 02:00               every day at 02:00; `daily 02:00,14:00` twice a day
 * A time skipped when the clocks go forward is taken an hour later; one shown twice when they go back, once.
 */
import { siteClockAsUtc, siteMoment } from './site-time.js';

type TimeOfDay = { hour: number; minute: number };

export type BackupSchedule = { text: string } & ({ kind: 'off' } | { kind: 'hourly'; minute: number } | { kind: 'daily'; times: TimeOfDay[] });

export const BACKUP_SCHEDULE_FORMS = "'off', 'hourly', 'hourly :MM' or 'daily HH:MM' (several times separated by commas)";

const TIME = /^(\d{1,2}):(\d{2})$/;

/** The schedule a text names, or undefined when it is none of the accepted forms. */
export function parseBackupSchedule(raw: string): BackupSchedule | undefined {
  const text = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  if (text === 'off') return { text, kind: 'off' };
  if (text === 'hourly') return { text, kind: 'hourly', minute: 0 };
  const hourly = /^hourly :(\d{2})$/.exec(text);
  if (hourly) {
    const minute = Number(hourly[1]);
    return minute < 60 ? { text, kind: 'hourly', minute } : undefined;
  }
  const daily = /^daily (.+)$/.exec(text);
  if (!daily) return undefined;
  const times = daily[1]!.split(/ ?, ?/).map(timeOfDay);
  if (times.some((time) => time === undefined)) return undefined;
  const sorted = [...new Map((times as TimeOfDay[]).map((time) => [time.hour * 60 + time.minute, time])).entries()]
    .sort(([a], [b]) => a - b)
    .map(([, time]) => time);
  return { text, kind: 'daily', times: sorted };
}

function timeOfDay(text: string): TimeOfDay | undefined {
  const match = TIME.exec(text);
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour < 24 && minute < 60 ? { hour, minute } : undefined;
}

/** The latest time a backup was due at or before `now`; undefined when the schedule is off. */
export function latestSlot(schedule: BackupSchedule, now: Date, timeZone: string): Date | undefined {
  return slotsAround(schedule, now, timeZone)
    .filter((slot) => slot.getTime() <= now.getTime())
    .at(-1);
}

/** The next time a backup is due after `now`; undefined when the schedule is off. */
export function nextSlot(schedule: BackupSchedule, now: Date, timeZone: string): Date | undefined {
  return slotsAround(schedule, now, timeZone).find((slot) => slot.getTime() > now.getTime());
}

/** The due times from a day before `now` to a day after it, in order; a wall time is a moment of the zone's clock. */
function slotsAround(schedule: BackupSchedule, now: Date, timeZone: string): Date[] {
  if (schedule.kind === 'off') return [];
  const wall = siteClockAsUtc(now, timeZone);
  const at = (dayOffset: number, hour: number, minute: number) =>
    siteMoment(
      { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() + dayOffset, hour, minute, second: 0 },
      timeZone,
    );
  const slots: Date[] = [];
  for (const dayOffset of [-1, 0, 1]) {
    if (schedule.kind === 'daily') for (const time of schedule.times) slots.push(at(dayOffset, time.hour, time.minute));
    else for (let hour = 0; hour < 24; hour++) slots.push(at(dayOffset, hour, schedule.minute));
  }
  return [...new Map(slots.map((slot) => [slot.getTime(), slot])).values()].sort((a, b) => a.getTime() - b.getTime());
}
