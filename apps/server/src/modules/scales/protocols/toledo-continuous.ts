/**
 * Mettler Toledo continuous output, which Rice Lake, Cardinal, Fairbanks, Ohaus and many other indicators
 * emulate: the indicator sends, several times a second and unasked,
 *
 *   <STX> A B C w w w w w w t t t t t t <CR> [checksum]      (Cardinal's "short" format: no tare digits)
 *
 * A, B and C are status words (one byte each), then six digits of displayed weight (gross or net) and six
 * of tare, without a decimal point (leading zeros may be spaces). Read from Mettler Toledo IND445 (5.2),
 * Ohaus Defender 5000 (tables 5-2 to 5-4), Fairbanks FB2550 (appendix II) and Cardinal 225 (continuous
 * output, Toledo formats 0-3):
 * - A, bits 0-2: where the decimal point stands: 0 = two zeros after the digits (x100), 1 = x10, 2 = none,
 *   3..7 = one to five decimals. Bits 3-4 the increment; bit 5 set.
 * - B: bit 0 net, bit 1 negative, bit 2 out of range (overload when positive, under zero when negative),
 *   bit 3 motion, bit 4 kg (else lb), bit 6 zero not captured since power-up.
 * - C, bits 0-2: the unit when not the kg/lb of B: 1 g, 2 t, 3 oz, 4 troy oz, 5 pennyweight, 6 ton (US
 *   short ton), 7 custom units (never converted); bit 3 print request; bit 4 expanded x10 display (not for
 *   trade); bit 6 keyboard tare on Fairbanks indicators.
 * Bit 7 of every byte is the parity bit of a 7-bit line (the connection strips it). Fairbanks prints bit 5
 * of B as 0, so bit 5 is not relied on: a frame is known by its STX, its digits and its CR.
 * The optional checksum is the two's complement of the 7-bit sum of every byte from STX to CR; whether the
 * indicator sends it is set per scale, as it may take any value, STX included.
 */
import type { IndicatorFault } from '@weighbridge/contract/scales';
import { type IndicatorFrame, type ParseEvent, printable, type StreamParser, toKg, type WeightUnit } from './reading.js';

const STX = 0x02;
const CR = 0x0d;
/** STX, three status words, six weight digits, six tare digits, CR. */
const FRAME_BYTES = 17;
/** Cardinal's short format: STX, three status words, six weight digits, CR. */
const SHORT_FRAME_BYTES = 11;
/** Bytes kept while no STX is found: garbage is dropped, not gathered. */
const MAX_PENDING = 256;

export type ToledoOptions = { checksum: boolean };

export function toledoContinuousParser(options: ToledoOptions): StreamParser {
  const checksumBytes = options.checksum ? 1 : 0;
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
        // A CR where the tare would begin ends a short frame; only then is its length known.
        if (pending.length <= SHORT_FRAME_BYTES - 1) break;
        const frameBytes = (pending[SHORT_FRAME_BYTES - 1] === CR ? SHORT_FRAME_BYTES : FRAME_BYTES) + checksumBytes;
        if (pending.length < frameBytes) break;
        const candidate = pending.subarray(0, frameBytes);
        const problem = frameProblem(candidate, frameBytes - checksumBytes, options);
        if (problem) {
          events.push({ kind: 'error', reason: problem, raw: printable(candidate) });
          // Look for the next frame from the byte after this STX: the real one may start inside.
          pending = pending.subarray(1);
          const next = pending.indexOf(STX);
          pending = next < 0 ? Buffer.alloc(0) : pending.subarray(next);
          continue;
        }
        events.push({ kind: 'frame', frame: decode(candidate, frameBytes - checksumBytes) });
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

/** `length`: the frame's bytes up to its CR, the checksum not counted. */
function frameProblem(frame: Buffer, length: number, options: ToledoOptions): string | null {
  if (frame[length - 1] !== CR) return 'no CR after the tare';
  if (!DIGITS.test(frame.toString('latin1', 4, 10)) || (length === FRAME_BYTES && !DIGITS.test(frame.toString('latin1', 10, 16)))) {
    return 'a weight or tare that is not six digits';
  }
  if (options.checksum) {
    let sum = 0;
    for (const byte of frame) sum += byte;
    if ((sum & 0x7f) !== 0) return 'checksum does not match';
  }
  return null;
}

/** The factor of the decimal point code of status word A. */
const DECIMAL_FACTOR = [100, 10, 1, 0.1, 0.01, 0.001, 0.0001, 0.00001];

/** Status word C, bits 0-2; 0 is the kg or lb of status word B, 7 a custom unit of the indicator's own. */
const UNIT_CODES: readonly (WeightUnit | 'custom' | null)[] = [null, 'g', 't', 'oz', 'ozt', 'dwt', 'ton', 'custom'];

function decode(frame: Buffer, length: number): IndicatorFrame {
  const [a, b, c] = [frame[1]!, frame[2]!, frame[3]!];
  const negative = (b & 0x02) !== 0;
  const outOfRange = (b & 0x04) !== 0;
  const unit = UNIT_CODES[c & 0x07] ?? ((b & 0x10) !== 0 ? 'kg' : 'lb');
  const value = (digits: string) => Number(digits.trim() || '0') * DECIMAL_FACTOR[a & 0x07]!;
  const displayed = value(frame.toString('latin1', 4, 10));
  const inKg = (amount: number) => (unit === 'custom' ? null : toKg(amount, unit));
  const net = (b & 0x01) !== 0;
  return {
    weightKg: outOfRange ? null : inKg(negative ? -displayed : displayed),
    motion: (b & 0x08) !== 0,
    net,
    // The short format has no tare: a net weight's gross is then not known.
    tareKg: net && length === FRAME_BYTES ? inKg(value(frame.toString('latin1', 10, 16))) : null,
    overload: outOfRange && !negative,
    underZero: outOfRange && negative,
    fault: faultOf(b, c, unit === 'custom'),
    unit,
    raw: printable(frame),
  };
}

/** What status words B and C say that keeps the weight from being captured, the most fundamental first. */
function faultOf(b: number, c: number, customUnit: boolean): IndicatorFault | null {
  if (customUnit) return 'unit';
  if ((b & 0x40) !== 0) return 'powerUpZero';
  if ((c & 0x10) !== 0) return 'expanded';
  return null;
}
