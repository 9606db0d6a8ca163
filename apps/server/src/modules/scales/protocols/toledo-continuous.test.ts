/**
 * Frames as the Toledo continuous-output tables print them (Mettler Toledo IND445 user manual 22013194B,
 * 5.2.2; Ohaus Defender 5000 indicators, tables 5-2 to 5-4; Fairbanks FB2550 51254 rev. 3, appendix II;
 * Cardinal 225 installation 8200-M698-O1 rev. B p. 118): STX, status words A B C, six digits of weight,
 * six of tare, CR. Status A '*' (0x2A): no decimal point, count by 1; '+' (0x2B): one decimal.
 * Status B '0' (0x30): gross, positive, in range, stable, kg; its bits add net 1, negative 2, out of
 * range 4, motion 8, and 0x40 zero not captured since power-up; ' ' (0x20) is lb. Status C ' ' (0x20):
 * the unit of B; its bits 0-2 name another unit ('"' 0x22: tonnes), bit 4 (0x30 '0') the expanded display.
 */
import { describe, expect, it } from 'vitest';
import type { IndicatorFrame, ParseEvent } from './reading.js';
import { withoutParityBit } from './protocol.js';
import { toledoContinuousParser } from './toledo-continuous.js';
import { errorsIn, framesIn, readChunks } from '../../../test/stream-parsers.js';

const frame = (status: string, weight: string, tare = '000000') => `\x02${status}${weight}${tare}\r`;
const STABLE_24680 = frame('*0 ', '024680');

/** The frames read, without their raw text (one test looks at that). */
const framesOf = (events: ParseEvent[]): Omit<IndicatorFrame, 'raw'>[] => framesIn(events).map(({ raw: _raw, ...reading }) => reading);
const push = (text: string, checksum = false) => readChunks(toledoContinuousParser({ checksum }), text);

describe('Mettler Toledo continuous output', () => {
  it('reads a stable gross weight in kg', () => {
    expect(framesOf(push(STABLE_24680))).toEqual([{ weightKg: 24680, motion: false, net: false, tareKg: null, overload: false, underZero: false, fault: null, unit: 'kg' }]);
  });

  it('reads motion, net, a negative weight and leading spaces', () => {
    expect(framesOf(push(frame('*8 ', ' 12340')))[0]).toMatchObject({ weightKg: 12340, motion: true });
    expect(framesOf(push(frame('*1 ', '009500', '014200')))[0]).toMatchObject({ weightKg: 9500, net: true, tareKg: 14200 });
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

  it('refuses digits that are not what the protocol prints, and reads a status B without bit 5 as Fairbanks prints it', () => {
    expect(framesOf(push(frame('*\x10 ', '024680')))[0]).toMatchObject({ weightKg: 24680, unit: 'kg' });
    expect(errorsIn(push(frame('*0 ', '02A680')))).toEqual(['a weight or tare that is not six digits']);
  });

  it('keeps the frame as printed, for the document', () => {
    const [event] = push(STABLE_24680);
    expect(event?.kind === 'frame' && event.frame.raw).toBe('<STX>*0 024680000000<CR>');
  });

  it('reads a frame with the power-up bit of status B (0x40) as a reading, with the fault that keeps it from capture', () => {
    // 'p' (0x70): kg with bit 6, zero not captured since the indicator was switched on (Ohaus table 5-3, Fairbanks appendix II).
    expect(framesOf(push(frame('*p ', '000120')))).toEqual([{ weightKg: 120, motion: false, net: false, tareKg: null, overload: false, underZero: false, fault: 'powerUpZero', unit: 'kg' }]);
    // 'x' (0x78): the same while in motion.
    expect(framesOf(push(frame('*x ', '000140')))[0]).toMatchObject({ weightKg: 140, motion: true, fault: 'powerUpZero' });
  });

  it("reads Fairbanks' keyboard tare (status C bit 6) as a net frame with its tare", () => {
    // B '1' (0x31): net, kg; C '`' (0x60): bit 6, a keyboard tare in use (Fairbanks FB2550 appendix II).
    expect(framesOf(push(frame('*1`', '012000', '013500')))[0]).toMatchObject({ weightKg: 12000, net: true, tareKg: 13500, fault: null });
  });

  it('reads every unit of status word C bits 0-2 and converts the masses to kg', () => {
    const inUnit = (c: string, digits: string) => framesOf(push(frame(`*0${c}`, digits)))[0];
    expect(inUnit('!', '001500')).toMatchObject({ weightKg: 1.5, unit: 'g' }); // 1: grams
    expect(inUnit('"', '000025')).toMatchObject({ weightKg: 25000, unit: 't' }); // 2: metric tons
    expect(inUnit('#', '001000')).toMatchObject({ weightKg: 28.35, unit: 'oz' }); // 3: 1,000 oz = 28.349523125 kg
    expect(inUnit('$', '001000')).toMatchObject({ weightKg: 31.103, unit: 'ozt' }); // 4: troy ounces
    expect(inUnit('%', '001000')).toMatchObject({ weightKg: 1.555, unit: 'dwt' }); // 5: pennyweight
    // 6: tons, the US short ton of 2,000 lb: 12 tons = 24,000 lb = 10,886.217 kg, never 12 lb.
    expect(inUnit('&', '000012')).toMatchObject({ weightKg: 10886.217, unit: 'ton' });
    // 7: custom units (newtons, say) are not a mass to convert: no weight, and the fault that says why.
    expect(inUnit("'", '024680')).toMatchObject({ weightKg: null, unit: 'custom', fault: 'unit' });
  });

  it('reads the expanded (x10) display of status C bit 4 with the fault that keeps it from capture', () => {
    // C '0' (0x30): bit 4 set, unit of B; A '+' one decimal: 2468.5 kg shown at ten times the resolution.
    expect(framesOf(push(frame('+00', '024685')))[0]).toMatchObject({ weightKg: 2468.5, fault: 'expanded' });
    // C '(' (0x28): bit 3, a print request, is nothing to the reading.
    expect(framesOf(push(frame('*0(', '024680')))[0]).toMatchObject({ weightKg: 24680, fault: null });
  });

  it("reads Cardinal's short format, without tare digits, with and without a checksum", () => {
    expect(framesOf(push('\x02*0 024680\r\x02*8 024700\r')).map((reading) => [reading.weightKg, reading.motion])).toEqual([[24680, false], [24700, true]]);
    // A short net frame carries no tare: its gross is not known.
    expect(framesOf(push('\x02*1 009500\r'))[0]).toMatchObject({ weightKg: 9500, net: true, tareKg: null });
    // The sum of STX * 0 space 024680 CR is 445 (0x1BD), its low 7 bits 0x3D; the checksum 0x43 'C' makes them zero.
    expect(framesOf(push('\x02*0 024680\rC', true)).map((reading) => reading.weightKg)).toEqual([24680]);
  });

  it('reads a 7E1 indicator behind a converter set to 8N1 once bit 7 (its parity) is dropped', () => {
    // Even parity sets bit 7 where the 7 bits have an odd number of ones: STX (1 one) -> 0x82, '*' (3) -> 0xAA, '0' (2) stays.
    const evenParity = (text: string) => Buffer.from([...Buffer.from(text, 'latin1')].map((byte) => (byte.toString(2).replaceAll('0', '').length % 2 === 1 ? byte | 0x80 : byte)));
    const line = evenParity(STABLE_24680);
    expect(line[0]).toBe(0x82);
    expect(errorsIn(toledoContinuousParser({ checksum: false }).push(line)).length).toBeGreaterThan(0);
    expect(framesOf(toledoContinuousParser({ checksum: false }).push(withoutParityBit(line))).map((reading) => reading.weightKg)).toEqual([24680]);
  });
});
