/**
 * A scale's reading as the weighing page shows it and a capture takes it, built from the indicator's
 * frames as they arrive. Stable means the indicator's own flag says so (where its protocol has one) AND
 * the weight has stayed within one division for at least STABLE_AFTER_MS: the software check covers the
 * protocols without a flag and indicators whose flag settles too eagerly. A reading older than STALE_AFTER_MS
 * is stale: the connection may look open while the indicator has stopped sending.
 *
 * The weight is the gross on the deck: an indicator showing a net weight (its own tare subtracted) says
 * the gross only when its frame carries the tare too (Toledo continuous output, MT-SICS asked TA). Then
 * the gross is the net plus that tare, the sum the indicator itself makes; without the tare it is not known
 * and nothing is captured. Zero (the truck has driven off) is read from the gross only.
 */
import type { IndicatorFault } from '@weighbridge/contract/scales';
import type { IndicatorFrame } from './protocols/reading.js';

export const STABLE_AFTER_MS = 500;
export const STALE_AFTER_MS = 1000;
/** Frames per second are counted over this window. */
const RATE_WINDOW_MS = 5000;

export type IndicatorReading = {
  /** The gross weight on the deck, which a capture records; null when not known. */
  weightKg: number | null;
  /** What the indicator displays (net in net mode), in kg. */
  displayedKg: number | null;
  net: boolean;
  tareKg: number | null;
  unit: string | null;
  fault: IndicatorFault | null;
  /** What is wrong between the scale's settings and what arrives; null when nothing is (see diagnosis.ts). */
  diagnosis: string | null;
  stable: boolean;
  motion: boolean;
  zero: boolean;
  overload: boolean;
  underZero: boolean;
  connected: boolean;
  stale: boolean;
  lastFrameAt: Date | null;
  framesPerSecond: number;
  parseErrors: number;
  /** The last frame as received, recorded with a captured weight. */
  raw: string | null;
  /** When the scale last showed zero (within half a division): a capture after it needs a newer one. */
  lastZeroAt: Date | null;
};

export class ScaleState {
  private last: (IndicatorFrame & { at: number; grossKg: number | null }) | null = null;
  private diagnosis: string | null = null;
  /** Since when the weight has stayed within a division of where it settled. */
  private steadySince: number | null = null;
  private steadyAtKg: number | null = null;
  private frameTimes: number[] = [];
  private errors = 0;
  private lastZeroAt: number | null = null;
  private connected = false;

  /** `lastZeroAt`: when the scale last read zero before these frames (another instance saw it), if known. */
  constructor(
    private readonly divisionKg: number,
    lastZeroAt: number | null = null,
  ) {
    this.lastZeroAt = lastZeroAt;
  }

  setConnected(connected: boolean): void {
    this.connected = connected;
  }

  parseError(): void {
    this.errors += 1;
  }

  diagnose(diagnosis: string | null): void {
    this.diagnosis = diagnosis;
  }

  frame(frame: IndicatorFrame, at: number): void {
    const weight = grossOf(frame);
    if (weight === null || frame.motion === true || this.steadyAtKg === null || Math.abs(weight - this.steadyAtKg) > this.divisionKg) {
      this.steadySince = weight === null || frame.motion === true ? null : at;
      this.steadyAtKg = weight === null || frame.motion === true ? null : weight;
    }
    if (weight !== null && Math.abs(weight) <= this.divisionKg / 2) this.lastZeroAt = at;
    this.last = { ...frame, at, grossKg: weight };
    this.frameTimes.push(at);
    while (this.frameTimes.length > 0 && this.frameTimes[0]! <= at - RATE_WINDOW_MS) this.frameTimes.shift();
  }

  reading(now: number): IndicatorReading {
    const last = this.last;
    const stale = last === null || now - last.at > STALE_AFTER_MS;
    const live = this.connected && !stale;
    const weightKg = last?.grossKg ?? null;
    const settled = this.steadySince !== null && now - this.steadySince >= STABLE_AFTER_MS;
    const recent = this.frameTimes.filter((time) => time > now - RATE_WINDOW_MS).length;
    return {
      weightKg,
      displayedKg: last?.weightKg ?? null,
      net: last?.net ?? false,
      tareKg: last?.tareKg ?? null,
      unit: last?.unit ?? null,
      fault: last?.fault ?? null,
      diagnosis: this.diagnosis,
      stable: live && weightKg !== null && last?.motion !== true && settled,
      motion: live && (last?.motion === true || (weightKg !== null && !settled)),
      zero: weightKg !== null && Math.abs(weightKg) <= this.divisionKg / 2,
      overload: last?.overload ?? false,
      underZero: last?.underZero ?? false,
      connected: this.connected,
      stale,
      lastFrameAt: last ? new Date(last.at) : null,
      framesPerSecond: Math.round((recent / (RATE_WINDOW_MS / 1000)) * 10) / 10,
      parseErrors: this.errors,
      raw: last?.raw ?? null,
      lastZeroAt: this.lastZeroAt === null ? null : new Date(this.lastZeroAt),
    };
  }
}

/** The gross weight a frame says: its weight, or in net mode its weight plus the tare it carries. */
export function grossOf(frame: Pick<IndicatorFrame, 'weightKg' | 'net' | 'tareKg'>): number | null {
  if (frame.weightKg === null) return null;
  if (!frame.net) return frame.weightKg;
  return frame.tareKg === null ? null : Math.round((frame.weightKg + frame.tareKg) * 1000) / 1000 + 0;
}
