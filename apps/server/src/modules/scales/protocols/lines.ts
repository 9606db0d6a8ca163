/** Splits a byte stream into the lines of a line-based protocol; a line that never ends is dropped. */
import { type ParseEvent, printable } from './reading.js';

/** A line that never ends is dropped past this length rather than gathered. */
const MAX_LINE = 128;

export function lineSplitter(ends: RegExp, answer: (line: string) => ParseEvent) {
  let pending = '';
  return (chunk: Buffer): ParseEvent[] => {
    pending += chunk.toString('latin1');
    const lines = pending.split(ends);
    pending = lines.pop() ?? '';
    const events = lines.filter((line) => line.trim() !== '').map(answer);
    if (pending.length > MAX_LINE) {
      events.push({ kind: 'error', reason: 'a line without an end', raw: printable(pending) });
      pending = '';
    }
    return events;
  };
}
