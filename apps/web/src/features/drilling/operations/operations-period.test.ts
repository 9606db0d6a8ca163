import { describe, expect, it } from 'vitest';
import { periodToAsk, recentProductionDays } from './operations-period';

const ZONE = 'Europe/Ljubljana';

describe('the production days the operations tabs list', () => {
  it('ends on the production day running now: before 06:00 that is still yesterday’s', () => {
    // 05:00 on 10 March at the site (UTC+1) belongs to the production day of 9 March.
    expect(recentProductionDays(new Date('2026-03-10T04:00:00Z'), { dayStart: '06:00' }, ZONE)).toEqual({ from: '2026-03-03', to: '2026-03-09' });
    // 07:00 on 10 March at the site is the production day of 10 March.
    expect(recentProductionDays(new Date('2026-03-10T06:00:00Z'), { dayStart: '06:00' }, ZONE)).toEqual({ from: '2026-03-04', to: '2026-03-10' });
  });

  it('asks for one day when the other is cleared, and for nothing when To is before From', () => {
    expect(periodToAsk({ from: '2026-03-04', to: '' })).toEqual({ from: '2026-03-04', to: '2026-03-04' });
    expect(periodToAsk({ from: '2026-03-05', to: '2026-03-04' })).toBeNull();
    expect(periodToAsk({ from: '', to: '' })).toBeNull();
  });
});
