/**
 * What an indicator's frame says, whatever its protocol: the parsers turn their frames into this, and the
 * scale's reading (stability over time, staleness, the gross behind a net weight) is built from a run of them.
 */
import type { IndicatorFault } from '@weighbridge/contract/scales';

export type IndicatorFrame = {
  /** The displayed weight in kg, signed (net when `net`); null when the indicator shows none (out of range, busy, a unit not converted). */
  weightKg: number | null;
  /** The indicator's own motion flag; null when the protocol has none. */
  motion: boolean | null;
  /** Net (tare subtracted on the indicator) rather than gross. */
  net: boolean;
  /** The tare the indicator holds in kg, when its frame carries it: with it the gross of a net weight is known. */
  tareKg: number | null;
  overload: boolean;
  underZero: boolean;
  /** What the indicator reports besides its range that keeps its weight from being captured; null when nothing. */
  fault: IndicatorFault | null;
  /** The unit as the indicator names it ('kg', 'lb', 'oz', 'N'); null when the frame names none. */
  unit: string | null;
  /** The frame as received, printable, kept with a captured weight. */
  raw: string;
};

/** A frame with nothing to say but what is given: a helper for the parsers. */
export function indicatorFrame(raw: string, fields: Partial<IndicatorFrame>): IndicatorFrame {
  return { weightKg: null, motion: null, net: false, tareKg: null, overload: false, underZero: false, fault: null, unit: null, raw, ...fields };
}

/** One thing a parser found in the bytes it was given: a frame, or bytes it could not read. */
export type ParseEvent = { kind: 'frame'; frame: IndicatorFrame } | { kind: 'error'; reason: string; raw: string };

/**
 * A protocol's reader of a byte stream: frames may arrive split over chunks or several in one. `sent` is
 * told of each request the server writes (polled protocols), so that answers can be matched to requests.
 */
export type StreamParser = { push(chunk: Buffer): ParseEvent[]; sent?(request: string): void };

/**
 * The mass units indicators show, by the names their manuals print, with their size in kg (exact by
 * definition: the pound is 0.45359237 kg; the short ton 2,000 lb, the long ton 2,240 lb; the troy ounce
 * 480 grains, the pennyweight 24 grains, the grain 64.79891 mg; the metric carat 0.2 g).
 */
const KG_PER_UNIT = {
  kg: 1,
  g: 0.001,
  mg: 0.000001,
  t: 1000,
  lb: 0.45359237,
  oz: 0.028349523125,
  ozt: 0.0311034768,
  dwt: 0.00155517384,
  gn: 0.00006479891,
  ct: 0.0002,
  ton: 907.18474,
  lt: 1016.0469088,
} as const;

export type WeightUnit = keyof typeof KG_PER_UNIT;

/** The unit a frame names, as the indicators write it (any letter case); undefined for one that is not a mass we convert. */
export function unitNamed(text: string): WeightUnit | undefined {
  const unit = text.trim().toLowerCase();
  return Object.hasOwn(KG_PER_UNIT, unit) ? (unit as WeightUnit) : undefined;
}

/** A weight in kg, kept to the gram so that a converted pound reading does not carry float noise. */
export function toKg(value: number, unit: WeightUnit): number {
  // + 0 turns a negative zero (a minus sign on an empty scale) into zero.
  return Math.round(value * KG_PER_UNIT[unit] * 1000) / 1000 + 0;
}

/**
 * A displayed value in the unit the frame names: in kg when the unit is a mass we convert, and otherwise
 * no weight and the fault that says so (a newton, a piece count or a custom unit is never guessed).
 */
export function weighed(value: number, unitText: string): Pick<IndicatorFrame, 'weightKg' | 'unit' | 'fault'> {
  const unit = unitNamed(unitText);
  const named = unitText.trim();
  return unit ? { weightKg: toKg(value, unit), unit: named, fault: null } : { weightKg: null, unit: named, fault: 'unit' };
}

/** Control characters shown as <STX>, <CR>, as the indicator manuals print frames. */
export function printable(bytes: Buffer | string): string {
  const names: Record<number, string> = { 2: 'STX', 3: 'ETX', 10: 'LF', 13: 'CR' };
  const buffer = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes;
  return [...buffer].map((byte) => (byte < 32 || byte === 127 ? `<${names[byte] ?? byte.toString(16).padStart(2, '0')}>` : String.fromCharCode(byte))).join('');
}
