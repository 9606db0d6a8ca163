import { describe, expect, it } from 'vitest';
import { clockTime, dayBounds, stopLength } from './stop-time';

const ZONE = 'Europe/Ljubljana';

describe('the Stop Counter’s times at the site', () => {
  it('asks for a day from midnight to midnight at the site, 23 hours on the day clocks go forward', () => {
    expect(dayBounds('2026-03-10', ZONE)).toEqual({ from: '2026-03-09T23:00:00.000Z', to: '2026-03-10T23:00:00.000Z' });
    expect(dayBounds('2026-03-29', ZONE)).toEqual({ from: '2026-03-28T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' });
  });

  it('shows a moment on the site’s 24-hour clock, whatever the browser’s zone', () => {
    expect(clockTime('2026-07-01T12:05:00Z', ZONE, 'en')).toBe('14:05');
    expect(clockTime('2026-01-15T23:30:00Z', ZONE, 'de')).toBe('00:30');
  });

  it('gives a stop’s length in hours and minutes, until now while it is open', () => {
    expect(stopLength('2026-07-01T12:05:00Z', '2026-07-01T14:10:59Z', new Date())).toEqual({ hours: 2, minutes: '05' });
    expect(stopLength('2026-07-01T12:05:00Z', null, new Date('2026-07-01T12:50:00Z'))).toEqual({ hours: 0, minutes: '45' });
  });
});
