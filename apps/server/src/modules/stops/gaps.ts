/**
 * Gaps proposed to a supervisor: a truck that has not been weighed, or a crusher whose feeding station has had
 * no delivery, for longer than GAP_CYCLES of its usual cycles. Between two weighings a cycle is normal work, so
 * the gap is what is left after it: from a weighing plus one cycle to the next weighing. From the window's
 * start the machine has one cycle to reach the scale; to the window's end (or now) it is idle from its last
 * weighing plus a cycle. What recorded stops already cover is taken out: only unaccounted time is proposed.
 */
import { GAP_CYCLES, type Gap } from '@weighbridge/contract/stops';
import type { Db } from '../../db/database.js';
import type { Window } from './figures-repository.js';
import { eventTimes, type GapClass, recordedStops, usualCycles } from './gaps-repository.js';

type Span = { from: number; to: number };

/** The parts of a span that none of the covering spans covers. */
export function uncovered(span: Span, covers: readonly Span[]): Span[] {
  let parts: Span[] = [span];
  for (const cover of covers) {
    parts = parts.flatMap((part) => {
      if (cover.to <= part.from || cover.from >= part.to) return [part];
      return [
        ...(cover.from > part.from ? [{ from: part.from, to: cover.from }] : []),
        ...(cover.to < part.to ? [{ from: cover.to, to: part.to }] : []),
      ];
    });
  }
  return parts;
}

/**
 * The idle spans of one machine in [start, end), from the times of its events and its usual cycle: between two
 * bounds one cycle is work (after an event, or before the first one), and the rest is idle when it is more than
 * GAP_CYCLES - 1 cycles.
 */
export function idleSpans(events: readonly number[], start: number, end: number, cycle: number): Span[] {
  const bounds = [start, ...events, end];
  const spans: Span[] = [];
  for (let index = 0; index + 1 < bounds.length; index += 1) {
    const afterEvent = index > 0;
    const beforeEvent = index + 1 < bounds.length - 1;
    const from = bounds[index]! + (afterEvent ? cycle : 0);
    const to = bounds[index + 1]! - (!afterEvent && beforeEvent ? cycle : 0);
    if (to - from > (GAP_CYCLES - 1) * cycle) spans.push({ from, to });
  }
  return spans;
}

/** The gaps of the class's machines within [from, to), cut at now. */
export async function proposedGaps(db: Db, gapClass: GapClass, period: { from: string; to: string }, now: Date): Promise<Gap[]> {
  const window: Window = { from: new Date(period.from), to: new Date(Math.min(Date.parse(period.to), now.getTime())) };
  if (window.to <= window.from) return [];
  const [cycles, events, stops] = await Promise.all([usualCycles(db, gapClass, window.from), eventTimes(db, gapClass, window), recordedStops(db, gapClass, window)]);
  const detection = gapClass === 'vehicle' ? 'no_weighing' : 'no_deliveries';
  return cycles.flatMap((machine) => {
    const cycle = machine.cycle_seconds * 1000;
    const times = events.filter((event) => event.machine_id === machine.machine_id).map((event) => event.at.getTime());
    const covers = stops.filter((stop) => stop.machine_id === machine.machine_id).map((stop) => ({ from: stop.from.getTime(), to: stop.to.getTime() }));
    return idleSpans(times, window.from.getTime(), window.to.getTime(), cycle)
      .flatMap((span) => uncovered(span, covers))
      .filter((span) => span.to - span.from >= (GAP_CYCLES - 1) * cycle)
      .map((span) => ({
        equipment_class: gapClass,
        machine_id: machine.machine_id,
        name: machine.name,
        started_at: new Date(span.from).toISOString(),
        ended_at: new Date(span.to).toISOString(),
        detection,
        usual_cycle_minutes: Math.round(machine.cycle_seconds / 6) / 10,
      }));
  });
}
