import { describe, expect, it } from 'vitest';
import { latestSlot, nextSlot, parseBackupSchedule } from './backup-schedule.js';

const LJUBLJANA = 'Europe/Ljubljana';

function schedule(text: string) {
  const parsed = parseBackupSchedule(text);
  if (!parsed) throw new Error(`not a schedule: ${text}`);
  return parsed;
}

describe('BACKUP_SCHEDULE', () => {
  it.each([
    ['off', { kind: 'off' }],
    ['hourly', { kind: 'hourly', minute: 0 }],
    ['Hourly :30', { kind: 'hourly', minute: 30 }],
    ['daily 02:00', { kind: 'daily', times: [{ hour: 2, minute: 0 }] }],
    ['daily 14:00, 2:30,14:00', { kind: 'daily', times: [{ hour: 2, minute: 30 }, { hour: 14, minute: 0 }] }],
  ])('reads %j', (text, expected) => {
    expect(parseBackupSchedule(text)).toMatchObject(expected);
  });

  it.each(['', 'nightly', 'daily', 'daily 24:00', 'daily 02:60', 'daily 2', 'hourly :75', 'hourly 30', 'weekly 02:00'])('refuses %j', (text) => {
    expect(parseBackupSchedule(text)).toBeUndefined();
  });

  it('is due daily at the time on the site’s clock, not the server’s', () => {
    const daily = schedule('daily 02:00');
    // 09:00 in Ljubljana (UTC+1 in March): the last was 02:00 today, the next is 02:00 tomorrow.
    const now = new Date('2026-03-02T08:00:00Z');
    expect(latestSlot(daily, now, LJUBLJANA)).toEqual(new Date('2026-03-02T01:00:00Z'));
    expect(nextSlot(daily, now, LJUBLJANA)).toEqual(new Date('2026-03-03T01:00:00Z'));
    // At the moment itself, that slot is due now.
    expect(latestSlot(daily, new Date('2026-03-03T01:00:00Z'), LJUBLJANA)).toEqual(new Date('2026-03-03T01:00:00Z'));
    expect(latestSlot(daily, new Date('2026-03-03T00:59:59Z'), LJUBLJANA)).toEqual(new Date('2026-03-02T01:00:00Z'));
  });

  it('takes several times a day in order, and follows summer time', () => {
    const twice = schedule('daily 14:00,02:00');
    // 29 March 2026: clocks go from 02:00 to 03:00 in Ljubljana; 02:00 is read as 03:00 summer time (01:00Z).
    expect(nextSlot(twice, new Date('2026-03-28T14:00:00Z'), LJUBLJANA)).toEqual(new Date('2026-03-29T01:00:00Z'));
    expect(nextSlot(twice, new Date('2026-03-29T01:00:00Z'), LJUBLJANA)).toEqual(new Date('2026-03-29T12:00:00Z'));
  });

  it('is due hourly at the minute given, and never when off', () => {
    expect(latestSlot(schedule('hourly'), new Date('2026-03-02T08:59:59Z'), LJUBLJANA)).toEqual(new Date('2026-03-02T08:00:00Z'));
    expect(nextSlot(schedule('hourly :30'), new Date('2026-03-02T08:30:00Z'), LJUBLJANA)).toEqual(new Date('2026-03-02T09:30:00Z'));
    // Kolkata is 5:30 ahead of UTC: on the hour there is half past in UTC.
    expect(nextSlot(schedule('hourly'), new Date('2026-03-02T08:00:00Z'), 'Asia/Kolkata')).toEqual(new Date('2026-03-02T08:30:00Z'));
    expect(latestSlot(schedule('off'), new Date(), LJUBLJANA)).toBeUndefined();
    expect(nextSlot(schedule('off'), new Date(), LJUBLJANA)).toBeUndefined();
  });
});
