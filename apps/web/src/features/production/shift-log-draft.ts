/**
 * A shift log as its form holds it while the supervisor types, and back as the API takes it; the running hours
 * and the plant's downtime in the shift, worked out as the form shows them.
 */
import { PRODUCTION_MESSAGES } from '@weighbridge/contract/production';
import type { ShiftLog } from '@weighbridge/contract/shift-logs';
import type { Stop } from '@weighbridge/contract/stops';
import { numberOrNull } from '../../lib/form-check';

/** A number input holds '' while empty. */
type Typed = number | string;

/** One product's output line; `key` tells the lines apart while a product is still to be chosen. */
export type OutputDraft = { key: number; material_id: number | null; tons: Typed; stockpile_id: number | null };

export type ShiftLogDraft = {
  hour_meter_start: Typed;
  hour_meter_end: Typed;
  feed_tons_typed: Typed;
  feed_correction_reason: string;
  outputs: OutputDraft[];
  energy_kwh: Typed;
  notes: string;
  amendment_reason: string;
};

const typed = (value: number | null): Typed => value ?? '';

export function draftOfLog(log: ShiftLog): ShiftLogDraft {
  return {
    hour_meter_start: typed(log.hour_meter_start),
    hour_meter_end: typed(log.hour_meter_end),
    feed_tons_typed: typed(log.feed_tons_typed),
    feed_correction_reason: log.feed_correction_reason ?? '',
    outputs: log.outputs.map((output, index) => ({ key: index, material_id: output.material_id, tons: output.tons, stockpile_id: output.stockpile_id })),
    energy_kwh: typed(log.energy_kwh),
    notes: log.notes ?? '',
    amendment_reason: '',
  };
}

/** What the form sends, before the contract's check: a number input's text that is no number stays NaN. */
export type ShiftLogBody = {
  hour_meter_start: number | null;
  hour_meter_end: number | null;
  feed_tons_typed: number | null;
  feed_correction_reason: string | null;
  outputs: { material_id: number; tons: number | null; stockpile_id: number | null }[];
  energy_kwh: number | null;
  notes: string | null;
};

/** The values sent: empty inputs as none, and the output lines whose product is chosen. */
export function valuesOfDraft(draft: ShiftLogDraft): ShiftLogBody {
  return {
    hour_meter_start: numberOrNull(draft.hour_meter_start),
    hour_meter_end: numberOrNull(draft.hour_meter_end),
    feed_tons_typed: numberOrNull(draft.feed_tons_typed),
    feed_correction_reason: draft.feed_correction_reason.trim() || null,
    outputs: draft.outputs.flatMap((output) =>
      output.material_id === null ? [] : [{ material_id: output.material_id, tons: numberOrNull(output.tons), stockpile_id: output.stockpile_id }],
    ),
    energy_kwh: numberOrNull(draft.energy_kwh),
    notes: draft.notes.trim() || null,
  };
}

/** Hour meter at end - at start, to two decimals; none until both are read or while the end is below the start. */
export function runningHoursOf(start: Typed, end: Typed): number | null {
  const from = numberOrNull(start);
  const to = numberOrNull(end);
  if (from === null || to === null || Number.isNaN(from) || Number.isNaN(to) || to < from) return null;
  return Math.round((to - from) * 100) / 100;
}

/** The log's own rules that the schema alone does not state, by field, in the server's words. */
export function shiftLogRuleProblems(values: Pick<ShiftLogBody, 'hour_meter_start' | 'hour_meter_end' | 'feed_tons_typed' | 'feed_correction_reason'>): Record<string, string> {
  const problems: Record<string, string> = {};
  if (values.hour_meter_start !== null && values.hour_meter_end !== null && values.hour_meter_end < values.hour_meter_start) problems.hour_meter_end = PRODUCTION_MESSAGES.hoursBackwards;
  if (values.feed_tons_typed !== null && !values.feed_correction_reason) problems.feed_correction_reason = PRODUCTION_MESSAGES.correctionNeedsReason;
  return problems;
}

/** The minutes a plant stood within the shift [start, end): each stop cut to the shift, an open one until now. */
export function downtimeMinutes(stops: readonly Pick<Stop, 'started_at' | 'ended_at'>[], shift: { start: string; end: string }, now: Date): number {
  const start = Date.parse(shift.start);
  const end = Math.min(Date.parse(shift.end), now.getTime());
  const ms = stops.reduce((sum, stop) => {
    const from = Math.max(start, Date.parse(stop.started_at));
    const to = Math.min(end, stop.ended_at ? Date.parse(stop.ended_at) : now.getTime());
    return sum + Math.max(0, to - from);
  }, 0);
  return Math.floor(ms / 60_000);
}
