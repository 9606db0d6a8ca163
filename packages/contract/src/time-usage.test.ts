import { describe, expect, it } from 'vitest';
import { timeUsage } from './time-usage.js';

describe('the time usage model of a machine', () => {
  it('reads one 8-hour shift of a crusher as a supervisor would work it out by hand', () => {
    // 06:00-14:00: a 1.5 h breakdown, 0.5 h of planned maintenance, 1 h without feed, 0.5 h of blockages.
    const shift = timeUsage(8, { unscheduled_maintenance: 1.5, scheduled_maintenance: 0.5, standby: 1, operating_delay: 0.5 }, 1);
    // Available 8 - 2 = 6 h; utilised 6 - 1 = 5 h; operating 5 - 0.5 = 4.5 h.
    expect(shift).toEqual({
      calendarHours: 8,
      downHours: 2,
      availableHours: 6,
      standbyHours: 1,
      utilisedHours: 5,
      operatingHours: 4.5,
      physicalAvailability: 0.75,
      useOfAvailability: 5 / 6,
      effectiveUtilisation: 0.625,
      meanTimeBetweenFailures: 5,
      meanTimeToRepair: 1.5,
    });
  });

  it('counts external and unclassified hours as standby, and gives no mean times without a breakdown', () => {
    const day = timeUsage(24, { external: 2, unclassified: 4 }, 0);
    expect(day).toMatchObject({ availableHours: 24, standbyHours: 6, utilisedHours: 18, physicalAvailability: 1, useOfAvailability: 0.75 });
    expect(day.meanTimeBetweenFailures).toBeNull();
    expect(day.meanTimeToRepair).toBeNull();
  });

  it('has no ratio over no time: a machine down the whole period has no use of availability', () => {
    const down = timeUsage(8, { unscheduled_maintenance: 8 }, 1);
    expect(down).toMatchObject({ physicalAvailability: 0, useOfAvailability: null, effectiveUtilisation: 0, meanTimeBetweenFailures: 0 });
    expect(timeUsage(0, {}, 0).physicalAvailability).toBeNull();
  });
});
