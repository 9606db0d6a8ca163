/**
 * A scale's reading as the weighing page shows it and a capture takes it, built from the indicator's
 * frames as they arrive. Stable means the indicator's own flag says so (where its protocol has one) AND
 * the weight has stayed within one division for at least STABLE_AFTER_MS: the software check covers the
 * protocols without a flag and indicators whose flag settles too eagerly. A reading older than STALE_AFTER_MS
 * is stale: the connection may look open while the indicator has stopped sending.
 */
import type { IndicatorFrame } from './protocols/reading.js';

export const STABLE_AFTER_MS = 500;
export const STALE_AFTER_MS = 1000;
/** Frames per second are counted over this window. */
const RATE_WINDOW_MS = 5000;

export type IndicatorReading = {
  weightKg: number | null;
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
  private last: (IndicatorFrame & { at: number }) | null = null;
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

  frame(frame: IndicatorFrame, at: number): void {
    const weight = frame.weightKg;
    if (weight === null || frame.motion === true || this.steadyAtKg === null || Math.abs(weight - this.steadyAtKg) > this.divisionKg) {
      this.steadySince = weight === null || frame.motion === true ? null : at;
      this.steadyAtKg = weight === null || frame.motion === true ? null : weight;
    }
    if (weight !== null && Math.abs(weight) <= this.divisionKg / 2) this.lastZeroAt = at;
    this.last = { ...frame, at };
    this.frameTimes.push(at);
    while (this.frameTimes.length > 0 && this.frameTimes[0]! <= at - RATE_WINDOW_MS) this.frameTimes.shift();
  }

  reading(now: number): IndicatorReading {
    const last = this.last;
    const stale = last === null || now - last.at > STALE_AFTER_MS;
    const live = this.connected && !stale;
    const weightKg = last?.weightKg ?? null;
    const settled = this.steadySince !== null && now - this.steadySince >= STABLE_AFTER_MS;
    const recent = this.frameTimes.filter((time) => time > now - RATE_WINDOW_MS).length;
    return {
      weightKg,
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
