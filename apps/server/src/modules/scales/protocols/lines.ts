/** Splits a byte stream into the lines of a line-based protocol; a line that never ends is dropped. */
import { printable } from './reading.js';

/** A line that never ends is dropped past this length rather than gathered. */
const MAX_LINE = 128;

/** What a splitter says of a line that never ended. */
export type LineError = { kind: 'error'; reason: string; raw: string };

/** `answer` reads each line that is not blank: an indicator's frame, a card reader's card number. */
export function lineSplitter<Event>(ends: RegExp, answer: (line: string) => Event) {
  let pending = '';
  return (chunk: Buffer): (Event | LineError)[] => {
    pending += chunk.toString('latin1');
    const lines = pending.split(ends);
    pending = lines.pop() ?? '';
    const events: (Event | LineError)[] = lines.filter((line) => line.trim() !== '').map(answer);
    if (pending.length > MAX_LINE) {
      events.push({ kind: 'error', reason: 'a line without an end', raw: printable(pending) });
      pending = '';
    }
    return events;
  };
}
