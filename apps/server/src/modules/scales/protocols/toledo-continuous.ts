/**
 * Mettler Toledo continuous output, which Rice Lake, Cardinal and many other indicators emulate: the
 * indicator sends, several times a second and unasked,
 *
 *   <STX> A B C w w w w w w t t t t t t <CR> [checksum]
 *
 * A, B and C are status words (one byte each, bits 5 set and 6 clear so that they print), then six digits
 * of displayed weight and six of tare, without a decimal point (leading zeros may be spaces).
 * - A, bits 0-2: where the decimal point stands: 0 = two zeros after the digits (x100), 1 = x10, 2 = none,
 *   3..7 = one to five decimals.
 * - B: bit 0 net, bit 1 negative, bit 2 out of range (overload when positive, under zero when negative),
 *   bit 3 motion, bit 4 kg (else lb).
 * - C, bits 0-2: the unit when not the kg/lb of B: 1 = g, 2 = t.
 * The optional checksum is the two's complement of the 7-bit sum of every byte from STX to CR; whether the
 * indicator sends it is set per scale, as it may take any value, STX included.
 */
import { type IndicatorFrame, type ParseEvent, printable, type StreamParser, toKg, type WeightUnit } from './reading.js';

const STX = 0x02;
const CR = 0x0d;
/** STX, three status words, six weight digits, six tare digits, CR. */
const FRAME_BYTES = 17;
/** Bytes kept while no STX is found: garbage is dropped, not gathered. */
const MAX_PENDING = 256;

export type ToledoOptions = { checksum: boolean };

export function toledoContinuousParser(options: ToledoOptions): StreamParser {
  const frameBytes = FRAME_BYTES + (options.checksum ? 1 : 0);
  let pending = Buffer.alloc(0);

  return {
    push(chunk) {
      pending = Buffer.concat([pending, chunk]);
      const events: ParseEvent[] = [];
      for (;;) {
        const start = pending.indexOf(STX);
        if (start < 0) {
          if (pending.length > 0) events.push(garbage(pending));
          pending = Buffer.alloc(0);
          break;
        }
        if (start > 0) {
          events.push(garbage(pending.subarray(0, start)));
          pending = pending.subarray(start);
        }
        if (pending.length < frameBytes) break;
        const candidate = pending.subarray(0, frameBytes);
        const problem = frameProblem(candidate, options);
        if (problem) {
          events.push({ kind: 'error', reason: problem, raw: printable(candidate) });
          // Look for the next frame from the byte after this STX: the real one may start inside.
          pending = pending.subarray(1);
          const next = pending.indexOf(STX);
          pending = next < 0 ? Buffer.alloc(0) : pending.subarray(next);
          continue;
        }
        events.push({ kind: 'frame', frame: decode(candidate) });
        pending = pending.subarray(frameBytes);
      }
      if (pending.length > MAX_PENDING) pending = pending.subarray(pending.length - MAX_PENDING);
      return events;
    },
  };
}

function garbage(bytes: Buffer): ParseEvent {
  return { kind: 'error', reason: 'bytes outside a frame', raw: printable(bytes) };
}

const DIGITS = /^[ 0-9]{6}$/;

function frameProblem(frame: Buffer, options: ToledoOptions): string | null {
  if (frame[16] !== CR) return 'no CR after the tare';
  for (const status of [frame[1]!, frame[2]!, frame[3]!]) {
    if ((status & 0x60) !== 0x20) return 'a status word without bit 5 set and bit 6 clear';
  }
  if (!DIGITS.test(frame.toString('latin1', 4, 10)) || !DIGITS.test(frame.toString('latin1', 10, 16))) return 'a weight or tare that is not six digits';
  if (options.checksum) {
    let sum = 0;
    for (const byte of frame) sum += byte;
    if ((sum & 0x7f) !== 0) return 'checksum does not match';
  }
  return null;
}

/** The factor of the decimal point code of status word A. */
const DECIMAL_FACTOR = [100, 10, 1, 0.1, 0.01, 0.001, 0.0001, 0.00001];

function decode(frame: Buffer): IndicatorFrame {
  const [a, b, c] = [frame[1]!, frame[2]!, frame[3]!];
  const negative = (b & 0x02) !== 0;
  const outOfRange = (b & 0x04) !== 0;
  const unit: WeightUnit = (c & 0x07) === 2 ? 't' : (c & 0x07) === 1 ? 'g' : (b & 0x10) !== 0 ? 'kg' : 'lb';
  const digits = Number(frame.toString('latin1', 4, 10).trim() || '0');
  const displayed = digits * DECIMAL_FACTOR[a & 0x07]!;
  return {
    weightKg: outOfRange ? null : toKg(negative ? -displayed : displayed, unit),
    motion: (b & 0x08) !== 0,
    net: (b & 0x01) !== 0,
    overload: outOfRange && !negative,
    underZero: outOfRange && negative,
    raw: printable(frame),
  };
}
