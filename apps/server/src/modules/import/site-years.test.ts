import { describe, expect, it } from 'vitest';
import { siteYear } from '../../lib/site-time.js';
import { siteYears } from './site-years.js';

describe('the site year of many moments', () => {
  it.each(['Europe/Ljubljana', 'Asia/Kolkata', 'Australia/Adelaide', 'Pacific/Chatham', 'America/St_Johns', 'UTC'])(
    'agrees with the time zone minute by minute around New Year in %s',
    (timeZone) => {
      const yearOf = siteYears(timeZone);
      // Two days either side of New Year in UTC, asked twice so that the second round reads remembered hours.
      const from = Date.UTC(2025, 11, 30);
      for (const round of [1, 2]) {
        for (let moment = from; moment < from + 4 * 86_400_000; moment += 60_000 + round * 7_000) {
          expect(yearOf(new Date(moment)), new Date(moment).toISOString()).toBe(siteYear(new Date(moment), timeZone));
        }
      }
    },
  );
});
