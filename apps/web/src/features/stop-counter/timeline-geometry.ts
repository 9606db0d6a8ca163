/**
 * Where things lie on a shift's timeline: a stop or a gap as a box placed in percent of the shift's window,
 * cut where it crosses the shift's start or end, an open stop running to now (or the shift's end, if that comes
 * first); the whole hours on the site's clock along the top; and the minutes a machine stood in the shift.
 */
import { dateFormat } from '@weighbridge/contract/formats';

/** The shift's window [start, end). */
export type TimelineWindow = { start: Date; end: Date };

/** A span placed on the timeline: its left edge and width in percent of the window, and its times within it. */
export type Placed = { left: number; width: number; from: Date; to: Date };

const MINUTE_MS = 60_000;
const QUARTER_HOUR_MS = 15 * MINUTE_MS;

/**
 * A span from `startedAt` to `endedAt` (null while it is open: to `now`) as a box on the window, or null when
 * none of it falls inside the window.
 * @example placeSpan('2026-07-01T05:00:00Z', null, window, now) // an open stop: from the shift's start to now
 */
export function placeSpan(startedAt: string, endedAt: string | null, window: TimelineWindow, now: Date): Placed | null {
  const windowStart = window.start.getTime();
  const windowLength = window.end.getTime() - windowStart;
  const from = Math.max(Date.parse(startedAt), windowStart);
  const to = Math.min(endedAt === null ? now.getTime() : Date.parse(endedAt), window.end.getTime());
  if (windowLength <= 0 || to <= from) return null;
  return { left: ((from - windowStart) / windowLength) * 100, width: ((to - from) / windowLength) * 100, from: new Date(from), to: new Date(to) };
}

/** Where now lies on the window, in percent, or null when the window is wholly past or to come. */
export function nowMark(window: TimelineWindow, now: Date): number | null {
  const start = window.start.getTime();
  const end = window.end.getTime();
  if (now.getTime() <= start || now.getTime() >= end) return null;
  return ((now.getTime() - start) / (end - start)) * 100;
}

/** The whole minutes of placed spans (which do not overlap: a machine has one stop at a time). */
export function minutesOf(spans: readonly Placed[]): number {
  return Math.round(spans.reduce((sum, span) => sum + span.to.getTime() - span.from.getTime(), 0) / MINUTE_MS);
}

/** A mark along the top of the timeline: a whole hour on the site's clock, where it lies and what it reads. */
export type HourTick = { left: number; label: string };

const HOUR_LABEL: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/**
 * The whole hours on the site's clock within the window, every `everyHours`-th of them (by the hour they read,
 * so that a long shift's ticks stay readable on a narrow screen). Whole hours are looked for on the quarter
 * hours, as a zone's offset from UTC is a multiple of 15 minutes.
 */
export function hourTicks(window: TimelineWindow, timeZone: string, everyHours = 1): HourTick[] {
  const start = window.start.getTime();
  const length = window.end.getTime() - start;
  const clock = dateFormat(HOUR_LABEL, timeZone, 'en');
  const ticks: HourTick[] = [];
  for (let moment = Math.ceil(start / QUARTER_HOUR_MS) * QUARTER_HOUR_MS; moment <= window.end.getTime(); moment += QUARTER_HOUR_MS) {
    const label = clock.format(moment);
    if (!label.endsWith(':00') || Number(label.slice(0, 2)) % everyHours !== 0) continue;
    ticks.push({ left: ((moment - start) / length) * 100, label });
  }
  return ticks;
}

/** The room a tick's label ('06:00') needs to stand clear of the next one, in pixels. */
const TICK_LABEL_PX = 48;

/**
 * Every how many hours a tick is marked, so that the labels fit the bar: `widthPx` wide, or while its width is not
 * known yet, room for eight of them.
 */
export function tickSpacing(window: TimelineWindow, widthPx = 0): number {
  const hours = (window.end.getTime() - window.start.getTime()) / (60 * MINUTE_MS);
  const labels = widthPx > 0 ? Math.max(1, Math.floor(widthPx / TICK_LABEL_PX)) : 8;
  return Math.max(1, Math.ceil(hours / labels));
}
