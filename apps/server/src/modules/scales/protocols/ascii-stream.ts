/**
 * The ASCII stream, for the indicators no other protocol covers: each frame is matched against a regular
 * expression, that of a named output format (ascii-formats.ts) or a pattern set per scale. Its named groups:
 * - `weight` (required): the displayed value; blanks inside it are dropped, a leading '+' or '-' and a
 *   decimal point allowed. A frame in which the group took no part shows no weight (Rinstrum FMT_1 in motion).
 * - `sign`: '-' makes the weight negative, with blanks or not before the digits; `negative`: any match does
 *   (a status bit). `point`: the digits times the power of ten the format gives its character.
 * - `unit`: the format's names for units ('K', 'tn'), else the unit's own; a unit not converted gives no weight
 *   and the fault 'unit'; a blank one in motion (Rinstrum FMT_2 blanks it) no weight. kg when there is no group.
 * - `tare`: the tare the indicator holds, in the same unit and decimals.
 * - `motion` or `stable`, and `net`: any match sets the flag.
 * - `overload`, `underload`, `error`: any match means no weight; `error` alone the fault 'indicatorError'.
 */
import type { Scale } from '@weighbridge/contract/scales';
import { type OutputFormat, PRESET_FORMATS, UNIT_LETTERS } from './ascii-formats.js';
import { type Framing, frameSplitter } from './lines.js';
import { type IndicatorFrame, indicatorFrame, type ParseEvent, type StreamParser, toKg, unitNamed, weighed } from './reading.js';

type Groups = Partial<Record<string, string>>;

/** The pattern checked when a scale is saved: what is wrong with it, worded to follow the field's label. */
export function asciiPatternProblem(pattern: string): string | null {
  let expression: RegExp;
  try {
    expression = new RegExp(pattern);
  } catch {
    return 'is not a valid regular expression';
  }
  if (!/\(\?<weight>/.test(expression.source)) return 'needs a named group "weight", e.g. (?<weight>-?\\d+(\\.\\d+)?)';
  return null;
}

/** A scale's own pattern, its frames ended as `framing` says, reading the unit letters K, L, T and G too. */
export function customFormat(pattern: string, framing: Framing): OutputFormat {
  const problem = asciiPatternProblem(pattern);
  if (problem) throw new Error(`The pattern ${problem}`);
  return { pattern: new RegExp(pattern), framing, units: UNIT_LETTERS };
}

/** The parser of a scale's ASCII format: a named one, or for `custom` its pattern with the scale's `framing`. */
export function asciiFormatParser(scale: Pick<Scale, 'ascii_format' | 'ascii_pattern'>, framing: Framing): StreamParser {
  return outputFormatParser(scale.ascii_format === 'custom' ? customFormat(scale.ascii_pattern ?? '', framing) : PRESET_FORMATS[scale.ascii_format]);
}

/** The parser of a custom pattern (the simulator's line among them): frames end CR LF unless told otherwise. */
export function asciiStreamParser(pattern: string, framing: Framing = { end: 'crlf' }): StreamParser {
  return outputFormatParser(customFormat(pattern, framing));
}

export function outputFormatParser(format: OutputFormat): StreamParser {
  const { source } = format.pattern;
  const motionOf = source.includes('(?<motion>')
    ? (groups: Groups) => Boolean(groups.motion)
    : source.includes('(?<stable>')
      ? (groups: Groups) => !groups.stable
      : () => null;
  return {
    push: frameSplitter(format.framing, (text, raw): ParseEvent => {
      const groups = format.pattern.exec(text)?.groups;
      if (!groups) return { kind: 'error', reason: 'the line does not match the pattern', raw };
      return frameEvent(groups, format, motionOf(groups), raw);
    }),
  };
}

function frameEvent(groups: Groups, format: OutputFormat, motion: boolean | null, raw: string): ParseEvent {
  const flags = { motion, net: Boolean(groups.net), overload: Boolean(groups.overload), underZero: Boolean(groups.underload) };
  const frame = (fields: Partial<IndicatorFrame>): ParseEvent => ({ kind: 'frame', frame: indicatorFrame(raw, { ...flags, ...fields }) });
  // Out of range says why there is no weight better than the error bit that comes with it (Flintec).
  if (flags.overload || flags.underZero) return frame({});
  if (groups.error) return frame({ fault: 'indicatorError' });
  if (groups.weight === undefined) return frame({});
  const exponent = groups.point === undefined ? 0 : format.points?.[groups.point];
  if (exponent === undefined) return { kind: 'error', reason: 'the decimal point is not known', raw };
  const value = valueOf(`${groups.negative ? '-' : ''}${groups.sign ?? ''}${groups.weight}`, exponent);
  if (value === null) return { kind: 'error', reason: 'the weight is not a number', raw };
  const tare = groups.tare === undefined ? null : valueOf(groups.tare, exponent);
  if (groups.unit === undefined) return frame({ weightKg: toKg(value, 'kg'), tareKg: tare === null ? null : toKg(tare, 'kg') });
  const named = groups.unit.trim();
  if (named === '' && motion) return frame({});
  const unitName = format.units[named] ?? named;
  const shown = weighed(value, unitName);
  const unit = unitNamed(unitName);
  return frame({ ...shown, unit: shown.unit || null, tareKg: tare === null || !unit ? null : toKg(tare, unit) });
}

/** A number as the indicator writes it, blanks dropped, times 10 to `exponent`; null when it is not one. */
function valueOf(text: string, exponent: number): number | null {
  const compact = text.replaceAll(' ', '');
  // The exponent is applied in the decimal text, so that 0750 at three decimals is 0.75 exactly.
  return /^[+-]?(?:\d+\.?\d*|\.\d+)$/.test(compact) ? Number(`${compact}e${exponent}`) : null;
}
