/**
 * A generic ASCII stream, for the indicators no other protocol covers: each line is matched against a
 * regular expression set per scale, with a named group `weight` and, optionally, `unit` (kg when absent)
 * and `motion` or `stable` (a group that matched anything sets the flag). Lines end with CR, LF or both.
 */
import { lineSplitter } from './lines.js';
import { type ParseEvent, printable, type StreamParser, toKg, unitNamed } from './reading.js';

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

export function asciiStreamParser(pattern: string): StreamParser {
  const problem = asciiPatternProblem(pattern);
  if (problem) throw new Error(`The pattern ${problem}`);
  const expression = new RegExp(pattern);
  const hasMotion = pattern.includes('(?<motion>');
  const hasStable = pattern.includes('(?<stable>');
  return {
    push: lineSplitter(/\r\n|\r|\n/, (line): ParseEvent => {
      const raw = printable(line);
      const groups = expression.exec(line)?.groups;
      const value = Number(groups?.weight?.trim().replace(/^\+/, ''));
      if (!groups || groups.weight === undefined || groups.weight.trim() === '' || !Number.isFinite(value)) return { kind: 'error', reason: 'the line does not match the pattern', raw };
      const unit = groups.unit === undefined ? 'kg' : unitNamed(groups.unit);
      if (!unit) return { kind: 'error', reason: `unknown unit ${groups.unit}`, raw };
      const motion = hasMotion ? Boolean(groups.motion) : hasStable ? !groups.stable : null;
      return { kind: 'frame', frame: { weightKg: toKg(value, unit), motion, net: false, overload: false, underZero: false, raw } };
    }),
  };
}
