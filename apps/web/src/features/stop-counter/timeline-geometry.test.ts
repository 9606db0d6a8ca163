import { describe, expect, it } from 'vitest';
import { hourTicks, minutesOf, nowMark, placeSpan, tickSpacing } from './timeline-geometry';

const ZONE = 'Europe/Ljubljana';
/** The morning shift of 1 July 2026, 06:00 to 14:00 at the site (UTC+2): 8 hours, so an hour is 12.5 %. */
const MORNING = { start: new Date('2026-07-01T04:00:00Z'), end: new Date('2026-07-01T12:00:00Z') };
const NOON = new Date('2026-07-01T10:00:00Z');

describe('the shift timeline’s geometry', () => {
  it('marks now within the current shift, and not on a shift past or to come', () => {
    expect(nowMark(MORNING, NOON)).toBe(75);
    expect(nowMark(MORNING, new Date('2026-07-01T12:00:00Z'))).toBeNull();
    expect(nowMark(MORNING, new Date('2026-07-01T03:59:00Z'))).toBeNull();
  });

  it('places a stop within the shift by its share of the shift’s hours', () => {
    expect(placeSpan('2026-07-01T06:00:00Z', '2026-07-01T07:30:00Z', MORNING, NOON)).toEqual({
      left: 25,
      width: 18.75,
      from: new Date('2026-07-01T06:00:00Z'),
      to: new Date('2026-07-01T07:30:00Z'),
    });
  });

  it('cuts a stop that began before the shift at its start, and one that ends after it at its end', () => {
    expect(placeSpan('2026-06-30T23:00:00Z', '2026-07-01T05:00:00Z', MORNING, NOON)).toMatchObject({ left: 0, width: 12.5, from: MORNING.start });
    expect(placeSpan('2026-07-01T11:00:00Z', '2026-07-01T15:00:00Z', MORNING, new Date('2026-07-01T16:00:00Z'))).toMatchObject({ left: 87.5, width: 12.5, to: MORNING.end });
  });

  it('runs an open stop to now while the shift lasts, and to the shift’s end in a shift gone by', () => {
    expect(placeSpan('2026-07-01T08:00:00Z', null, MORNING, NOON)).toMatchObject({ left: 50, width: 25, to: NOON });
    expect(placeSpan('2026-07-01T08:00:00Z', null, MORNING, new Date('2026-07-02T08:00:00Z'))).toMatchObject({ left: 50, width: 50, to: MORNING.end });
  });

  it('places nothing for a span outside the shift, or one that has not begun by now', () => {
    expect(placeSpan('2026-07-01T12:00:00Z', '2026-07-01T13:00:00Z', MORNING, NOON)).toBeNull();
    expect(placeSpan('2026-07-01T02:00:00Z', '2026-07-01T04:00:00Z', MORNING, NOON)).toBeNull();
    expect(placeSpan('2026-07-01T11:00:00Z', null, MORNING, NOON)).toBeNull();
  });

  it('counts the whole minutes of the placed spans', () => {
    const spans = [placeSpan('2026-06-30T23:00:00Z', '2026-07-01T04:45:00Z', MORNING, NOON)!, placeSpan('2026-07-01T09:50:00Z', null, MORNING, NOON)!];
    expect(minutesOf(spans)).toBe(45 + 10);
    expect(minutesOf([])).toBe(0);
  });

  it('marks the whole hours on the site’s clock, from the shift’s start to its end', () => {
    expect(hourTicks(MORNING, ZONE).map((tick) => tick.label)).toEqual(['06:00', '07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00']);
    expect(hourTicks(MORNING, ZONE)[2]).toEqual({ left: 25, label: '08:00' });
  });

  it('marks the site’s hours in a zone half an hour off UTC, and fewer hours where the bar is too narrow for all', () => {
    // 06:00 to 07:00 in Kolkata (UTC+5:30) is 00:30Z to 01:30Z.
    expect(hourTicks({ start: new Date('2026-07-01T00:30:00Z'), end: new Date('2026-07-01T01:30:00Z') }, 'Asia/Kolkata')).toEqual([
      { left: 0, label: '06:00' },
      { left: 100, label: '07:00' },
    ]);
    const wholeDay = { start: new Date('2026-07-01T04:00:00Z'), end: new Date('2026-07-02T04:00:00Z') };
    expect(tickSpacing(MORNING)).toBe(1);
    expect(tickSpacing({ start: MORNING.start, end: new Date('2026-07-01T16:00:00Z') })).toBe(2);
    expect(tickSpacing(wholeDay)).toBe(3);
    // A bar 320 pixels wide has room for six labels: every other hour of an 8-hour shift; 600 pixels for twelve.
    expect(tickSpacing(MORNING, 320)).toBe(2);
    expect(tickSpacing(MORNING, 600)).toBe(1);
    expect(tickSpacing(wholeDay, 600)).toBe(2);
    expect(hourTicks(wholeDay, ZONE, 3).map((tick) => tick.label)).toEqual(['06:00', '09:00', '12:00', '15:00', '18:00', '21:00', '00:00', '03:00', '06:00']);
  });

  it('keeps the site’s clock over the night the clocks go back: 02:00 shows twice in a 9-hour night', () => {
    // Night shift of 24 October 2026 from 22:00 (20:00Z, UTC+2) to 06:00 (05:00Z, UTC+1).
    const night = { start: new Date('2026-10-24T20:00:00Z'), end: new Date('2026-10-25T05:00:00Z') };
    expect(hourTicks(night, ZONE).map((tick) => tick.label)).toEqual(['22:00', '23:00', '00:00', '01:00', '02:00', '02:00', '03:00', '04:00', '05:00', '06:00']);
  });
});
