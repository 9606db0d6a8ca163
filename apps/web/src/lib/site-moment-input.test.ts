import { describe, expect, it } from 'vitest';
import { fromInputValue, toInputValue } from './site-moment-input';

const ZONE = 'Europe/Ljubljana';

describe('a moment as a date-and-time input at the site', () => {
  it('reads a typed date and time at the site as its instant, and back', () => {
    expect(fromInputValue('2026-07-01T14:05', ZONE)).toBe('2026-07-01T12:05:00.000Z');
    expect(fromInputValue('2026-01-16T00:30', ZONE)).toBe('2026-01-15T23:30:00.000Z');
    expect(toInputValue('2026-01-15T23:30:00Z', ZONE)).toBe('2026-01-16T00:30');
    expect(fromInputValue('', ZONE)).toBeNull();
  });
});
