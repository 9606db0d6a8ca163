/**
 * What the 'Log a shift' form holds while it is filled in, the body it sends, and the metres it shows as it is
 * typed: the contract's drilledMetres over the holes as far as they read as numbers, so the figure on the
 * tablet is the one the server will keep.
 */
import type { DrillLog, drillLogInputSchema } from '@weighbridge/contract/drill-logs';
import { drilledMetres } from '@weighbridge/contract/drilling';
import type { z } from 'zod';
import { numberOrNull } from '../../../lib/form-check';

/** A number input's value: '' while empty. */
type Typed = number | string;

export type HoleDraft = { design: Typed; actual: Typed };

export type DrillLogDraft = {
  rig_id: number | null;
  operator_id: number | null;
  production_day: string;
  shift: string;
  loading_area_id: number | null;
  polygon_id: number | null;
  /** The holes as a summary (count and depth) or hole by hole. */
  entry: DrillLog['entry'];
  hole_count: Typed;
  depth_m: Typed;
  holes: HoleDraft[];
  diameter_mm: Typed;
  drill_hours: Typed;
  bit_changes: Typed;
  notes: string;
};

export type DrillLogStart = Pick<DrillLogDraft, 'production_day' | 'shift' | 'rig_id' | 'operator_id' | 'loading_area_id' | 'polygon_id'>;

export function newDrillLogDraft(start: DrillLogStart): DrillLogDraft {
  return { ...start, entry: 'summary', hole_count: '', depth_m: '', holes: [], diameter_mm: '', drill_hours: '', bit_changes: 0, notes: '' };
}

export function drillLogDraftOf(log: DrillLog): DrillLogDraft {
  return {
    rig_id: log.rig_id,
    operator_id: log.operator_id,
    production_day: log.production_day,
    shift: log.shift,
    loading_area_id: log.loading_area_id,
    polygon_id: log.polygon_id,
    entry: log.entry,
    hole_count: log.entry === 'summary' ? log.hole_count : '',
    depth_m: log.depth_m ?? '',
    holes: log.holes.map((hole) => ({ design: hole.design_depth_m, actual: hole.actual_depth_m })),
    diameter_mm: log.diameter_mm,
    drill_hours: log.drill_hours,
    bit_changes: log.bit_changes,
    notes: log.notes ?? '',
  };
}

/**
 * The next hole of a list: the last one's design and actual depths again, as a row of a pattern is drilled alike,
 * so a shift's holes are entered with a tap each and only the odd one is corrected.
 */
export function nextHole(holes: readonly HoleDraft[]): HoleDraft {
  const last = holes.at(-1);
  return last ? { ...last } : { design: '', actual: '' };
}

/** The body POST and PUT take: the summary's count and depth, or the list, never both. */
export function drillLogBody(draft: DrillLogDraft): z.input<typeof drillLogInputSchema> {
  const holes = draft.entry === 'holes';
  return {
    rig_id: draft.rig_id as number,
    operator_id: draft.operator_id as number,
    production_day: draft.production_day,
    shift: draft.shift,
    loading_area_id: draft.loading_area_id as number,
    polygon_id: draft.polygon_id as number,
    hole_count: holes ? null : (numberOrNull(draft.hole_count) as number),
    depth_m: holes ? null : (numberOrNull(draft.depth_m) as number),
    holes: holes ? draft.holes.map((hole) => ({ design_depth_m: numberOrNull(hole.design) as number, actual_depth_m: numberOrNull(hole.actual) as number })) : null,
    diameter_mm: numberOrNull(draft.diameter_mm) as number,
    drill_hours: numberOrNull(draft.drill_hours) as number,
    bit_changes: numberOrNull(draft.bit_changes) ?? 0,
    notes: draft.notes.trim() || null,
  };
}

const typedNumber = (value: Typed): number | null => {
  const number = numberOrNull(value);
  return number === null || Number.isNaN(number) ? null : number;
};

/** The metres drilled as typed so far; none while the count or depth is missing (a list counts its holes typed). */
export function liveMetres(draft: DrillLogDraft): number | null {
  if (draft.entry === 'holes') {
    return drilledMetres({ actualDepthsM: draft.holes.map((hole) => typedNumber(hole.actual) ?? 0) });
  }
  const holeCount = typedNumber(draft.hole_count);
  const depthM = typedNumber(draft.depth_m);
  return holeCount === null || depthM === null ? null : drilledMetres({ holeCount, depthM });
}
