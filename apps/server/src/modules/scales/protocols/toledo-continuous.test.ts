/**
 * Frames as the Toledo continuous-output tables print them: STX, status words A B C, six digits of weight,
 * six of tare, CR. Status A '*' (0x2A): no decimal point, count by 1; '+' (0x2B): one decimal.
 * Status B '0' (0x30): gross, positive, in range, stable, kg; its bits add net 1, negative 2, out of
 * range 4, motion 8; ' ' (0x20) is lb. Status C ' ' (0x20): the unit of B; '"' (0x22): tonnes.
 */
import { describe, expect, it } from 'vitest';
import type { IndicatorFrame, ParseEvent } from './reading.js';
import { toledoContinuousParser } from './toledo-continuous.js';
import { errorsIn, framesIn, readChunks } from '../../../test/stream-parsers.js';

const frame = (status: string, weight: string, tare = '000000') => `\x02${status}${weight}${tare}\r`;
const STABLE_24680 = frame('*0 ', '024680');

/** The frames read, without their raw text (one test looks at that). */
const framesOf = (events: ParseEvent[]): Omit<IndicatorFrame, 'raw'>[] => framesIn(events).map(({ raw: _raw, ...reading }) => reading);
const push = (text: string, checksum = false) => readChunks(toledoContinuousParser({ checksum }), text);

describe('Mettler Toledo continuous output', () => {
  it('reads a stable gross weight in kg', () => {
    expect(framesOf(push(STABLE_24680))).toEqual([{ weightKg: 24680, motion: false, net: false, overload: false, underZero: false }]);
  });

  it('reads motion, net, a negative weight and leading spaces', () => {
    expect(framesOf(push(frame('*8 ', ' 12340')))[0]).toMatchObject({ weightKg: 12340, motion: true });
    expect(framesOf(push(frame('*1 ', '009500', '014200')))[0]).toMatchObject({ weightKg: 9500, net: true });
    expect(framesOf(push(frame('*2 ', '000040')))[0]).toMatchObject({ weightKg: -40, underZero: false });
    expect(framesOf(push(frame('*2 ', '000000')))[0]?.weightKg).toBe(0);
  });

  it('tells an overload from a reading under zero, and gives no weight for either', () => {
    expect(framesOf(push(frame('*4 ', '000000')))[0]).toMatchObject({ weightKg: null, overload: true, underZero: false });
    expect(framesOf(push(frame('*6 ', '000000')))[0]).toMatchObject({ weightKg: null, overload: false, underZero: true });
  });

  it('places the decimal point of status word A and converts tonnes and pounds to kg', () => {
    expect(framesOf(push(frame('+0 ', '246805')))[0]?.weightKg).toBe(24680.5);
    expect(framesOf(push(frame('-0"', '024680')))[0]?.weightKg).toBe(24680); // '-' 0x2D: three decimals, in t
    expect(framesOf(push(frame('(  ', '000050')))[0]?.weightKg).toBe(2267.962); // '(' 0x28: x100, so 5,000 lb
    expect(framesOf(push(frame('*  ', '001000')))[0]?.weightKg).toBe(453.592);
  });

  it('reads frames split over chunks and several in one chunk', () => {
    const parser = toledoContinuousParser({ checksum: false });
    const stream = Buffer.from(STABLE_24680 + frame('*8 ', '024700') + STABLE_24680, 'latin1');
    const events = [stream.subarray(0, 5), stream.subarray(5, 30), stream.subarray(30)].flatMap((chunk) => parser.push(chunk));
    expect(framesOf(events).map((reading) => [reading.weightKg, reading.motion])).toEqual([[24680, false], [24700, true], [24680, false]]);
    expect(errorsIn(events)).toEqual([]);
  });

  it('skips garbage between frames and a frame cut short, and reads the next', () => {
    const events = push(`noise${STABLE_24680.slice(0, 9)}\x02*0 012340000000\r`);
    expect(framesOf(events).map((reading) => reading.weightKg)).toEqual([12340]);
    expect(errorsIn(events)).toEqual(['bytes outside a frame', 'no CR after the tare']);
  });

  it('checks the checksum when the indicator sends one', () => {
    // '#' (0x23) makes the 7-bit sum of the frame 0.
    expect(framesOf(push(`${STABLE_24680}#`, true)).map((reading) => reading.weightKg)).toEqual([24680]);
    const events = push(`${STABLE_24680}$${STABLE_24680}#`, true);
    expect(errorsIn(events)).toEqual(['checksum does not match']);
    expect(framesOf(events).map((reading) => reading.weightKg)).toEqual([24680]);
  });

  it('refuses a status word or digits that are not what the protocol prints', () => {
    expect(errorsIn(push(frame('*\x100', '024680')))).toEqual(['a status word without bit 5 set and bit 6 clear']);
    expect(errorsIn(push(frame('*0 ', '02A680')))).toEqual(['a weight or tare that is not six digits']);
  });

  it('keeps the frame as printed, for the document', () => {
    const [event] = push(STABLE_24680);
    expect(event?.kind === 'frame' && event.frame.raw).toBe('<STX>*0 024680000000<CR>');
  });
});
