/**
 * What an indicator's frame says, whatever its protocol: the parsers turn their frames into this, and the
 * scale's reading (stability over time, staleness) is built from a run of them.
 */
export type IndicatorFrame = {
  /** The displayed weight in kg, signed; null when the indicator shows none (out of range, busy). */
  weightKg: number | null;
  /** The indicator's own motion flag; null when the protocol has none. */
  motion: boolean | null;
  /** Net (tare subtracted on the indicator) rather than gross. */
  net: boolean;
  overload: boolean;
  underZero: boolean;
  /** The frame as received, printable, kept with a captured weight. */
  raw: string;
};

/** One thing a parser found in the bytes it was given: a frame, or bytes it could not read. */
export type ParseEvent = { kind: 'frame'; frame: IndicatorFrame } | { kind: 'error'; reason: string; raw: string };

/** A protocol's reader of a byte stream: frames may arrive split over chunks or several in one. */
export type StreamParser = { push(chunk: Buffer): ParseEvent[] };

export type WeightUnit = 'kg' | 't' | 'lb' | 'g';

const KG_PER_UNIT: Record<WeightUnit, number> = { kg: 1, t: 1000, lb: 0.45359237, g: 0.001 };

/** The unit a frame names, as the indicators write it (any letter case); undefined for one we do not convert. */
export function unitNamed(text: string): WeightUnit | undefined {
  const unit = text.trim().toLowerCase();
  return Object.hasOwn(KG_PER_UNIT, unit) ? (unit as WeightUnit) : undefined;
}

/** A weight in kg, kept to the gram so that a converted pound reading does not carry float noise. */
export function toKg(value: number, unit: WeightUnit): number {
  // + 0 turns a negative zero (a minus sign on an empty scale) into zero.
  return Math.round(value * KG_PER_UNIT[unit] * 1000) / 1000 + 0;
}

/** Control characters shown as <STX>, <CR>, as the indicator manuals print frames. */
export function printable(bytes: Buffer | string): string {
  const names: Record<number, string> = { 2: 'STX', 3: 'ETX', 10: 'LF', 13: 'CR' };
  const buffer = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes;
  return [...buffer].map((byte) => (byte < 32 || byte === 127 ? `<${names[byte] ?? byte.toString(16).padStart(2, '0')}>` : String.fromCharCode(byte))).join('');
}
