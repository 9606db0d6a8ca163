import { describe, expect, it } from 'vitest';
import { documentIntl } from '../../lib/intl.js';
import { ticketDateTime } from './ticket-content.js';

describe('a moment as the ticket prints it, on the site clock', () => {
  it.each([
    ['2026-03-02T08:05:00Z', 'Europe/Ljubljana', '2026-03-02 09:05', '02.03.2026 09:05'],
    ['2026-07-01T22:30:59Z', 'Europe/Ljubljana', '2026-07-02 00:30', '02.07.2026 00:30'],
    ['2026-03-02T08:05:00Z', 'America/St_Johns', '2026-03-02 04:35', '02.03.2026 04:35'],
    // The hour clocks go back is shown twice: once in summer time, once in winter time.
    ['2025-10-26T00:30:00Z', 'Europe/Ljubljana', '2025-10-26 02:30', '26.10.2025 02:30'],
    ['2025-10-26T01:30:00Z', 'Europe/Ljubljana', '2025-10-26 02:30', '26.10.2025 02:30'],
  ])('writes %s in %s as %s in English and %s in German', (iso, timeZone, english, german) => {
    expect(ticketDateTime(documentIntl('en'), new Date(iso), timeZone)).toBe(english);
    expect(ticketDateTime(documentIntl('de'), new Date(iso), timeZone)).toBe(german);
  });
});
