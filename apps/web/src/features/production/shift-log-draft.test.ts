/** The shift log's form: what it sends, the running hours it shows, its own rules and the downtime it reads from the stops. */
import { PRODUCTION_MESSAGES } from '@weighbridge/contract/production';
import type { ShiftLog } from '@weighbridge/contract/shift-logs';
import { describe, expect, it } from 'vitest';
import { downtimeMinutes, draftOfLog, runningHoursOf, shiftLogRuleProblems, valuesOfDraft } from './shift-log-draft';

const LOG: ShiftLog = {
  log_id: 4,
  plant_id: 1,
  plant_name: 'Primary crusher',
  production_day: '2026-03-03',
  shift_name: 'Morning',
  shift_start: '2026-03-03T06:00:00.000Z',
  shift_end: '2026-03-03T14:00:00.000Z',
  status: 'open',
  hour_meter_start: 1200.5,
  hour_meter_end: null,
  running_hours: null,
  feed_tons_weighed: 67.5,
  feed_loads: 3,
  feed_tons_typed: null,
  feed_correction_reason: null,
  feed_tons: 67.5,
  outputs: [{ material_id: 7, material_name: 'Sand 0-4', tons: 40, stockpile_id: null }],
  output_tons: 40,
  energy_kwh: null,
  notes: null,
  recorded_by: 'supervisor',
  signed_by: null,
  signed_at: null,
};

describe('the shift log draft', () => {
  it('sends empty inputs as none and leaves out an output line without its product', () => {
    const draft = draftOfLog(LOG);
    draft.outputs.push({ key: 9, material_id: null, tons: 12, stockpile_id: null });
    draft.notes = '  ';
    expect(valuesOfDraft(draft)).toEqual({
      hour_meter_start: 1200.5,
      hour_meter_end: null,
      feed_tons_typed: null,
      feed_correction_reason: null,
      outputs: [{ material_id: 7, tons: 40, stockpile_id: null }],
      energy_kwh: null,
      notes: null,
    });
  });

  it('shows the running hours once both meter readings are in and the end is not below the start', () => {
    expect(runningHoursOf(1200.5, 1208.25)).toBe(7.75);
    expect(runningHoursOf(1200.5, '')).toBeNull();
    expect(runningHoursOf(1210, 1209)).toBeNull();
  });

  it('asks for the reason of a typed feed and refuses a meter that runs backwards, in the server’s words', () => {
    expect(shiftLogRuleProblems({ hour_meter_start: 10, hour_meter_end: 9, feed_tons_typed: 70, feed_correction_reason: null })).toEqual({
      hour_meter_end: PRODUCTION_MESSAGES.hoursBackwards,
      feed_correction_reason: PRODUCTION_MESSAGES.correctionNeedsReason,
    });
    expect(shiftLogRuleProblems({ hour_meter_start: 9, hour_meter_end: 10, feed_tons_typed: 70, feed_correction_reason: 'Belt scale' })).toEqual({});
  });

  it('counts the downtime within the shift only, an open stop until now', () => {
    const shift = { start: '2026-03-03T06:00:00Z', end: '2026-03-03T14:00:00Z' };
    const stops = [
      // From 05:30 into the shift: 06:00-06:45 counts, 45 min.
      { started_at: '2026-03-03T05:30:00Z', ended_at: '2026-03-03T06:45:00Z' },
      // 10:00 and still standing at 11:20: 80 min.
      { started_at: '2026-03-03T10:00:00Z', ended_at: null },
    ];
    expect(downtimeMinutes(stops, shift, new Date('2026-03-03T11:20:00Z'))).toBe(125);
    // After the shift, the open stop counts up to its end: 45 + 240.
    expect(downtimeMinutes(stops, shift, new Date('2026-03-03T20:00:00Z'))).toBe(285);
  });
});
