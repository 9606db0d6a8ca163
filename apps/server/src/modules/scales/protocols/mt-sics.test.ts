/**
 * MT-SICS answers as the manuals print them, each ending CR LF unless the line end is set otherwise:
 * - Mettler Toledo AT balances, Operating instructions, "Basic information on data interchange", p. 87
 *   (the S command: S S 100.00 g; S I; S +; S -);
 * - Mettler Toledo JS series, Operating instructions, p. 30 (SI sends the net weight whatever the stability);
 * - OHAUS 7000 Series Indicators, Instruction manual, MT-SICS section, p. EN-105 (S S / S D lines of SIR);
 * - B-TEK T104 Series Indicators, Appendix B, p. EN-42 (TA "Tare value" is a level 1 command).
 */
import { describe, expect, it } from 'vitest';
import { errorsIn as errors, framesIn as frames, readChunks } from '../../../test/stream-parsers.js';
import { mtSicsParser, mtSicsProtocol, SICS_TARE_REQUEST, SICS_WEIGHT_REQUEST } from './mt-sics.js';

const read = (...chunks: string[]) => readChunks(mtSicsParser(), ...chunks);

/** A connection's exchange: each request told to the parser as written, then the indicator's answer. */
function exchange(protocol = mtSicsProtocol()) {
  return (request: string, answer: string) => {
    protocol.parser.sent(request);
    return protocol.parser.push(Buffer.from(answer, 'latin1'));
  };
}

describe('MT-SICS answers to SI and S', () => {
  it('asks for the weight with SI and the tare with TA', () => {
    expect(SICS_WEIGHT_REQUEST).toBe('SI\r\n');
    expect(SICS_TARE_REQUEST).toBe('TA\r\n');
  });

  it('reads the AT manual example S S 100.00 g (p. 87) as 0.1 kg, stable', () => {
    const [frame] = frames(read('S S     100.00 g\r\n'));
    expect(frame).toMatchObject({ weightKg: 0.1, unit: 'g', motion: false, overload: false, underZero: false, fault: null, raw: 'S S     100.00 g<CR><LF>' });
  });

  it('reads the OHAUS 7000 SIR lines (p. EN-105): S S 129.09 kg stable, S D 114.87 kg dynamic', () => {
    const [stable, dynamic] = frames(read('S S     129.09 kg\r\n', 'S D     114.87 kg\r\n'));
    expect(stable).toMatchObject({ weightKg: 129.09, motion: false });
    expect(dynamic).toMatchObject({ weightKg: 114.87, motion: true });
  });

  it('reads a negative weight, the sign before the first digit', () => {
    expect(frames(read('S S        -20 kg\r\n'))[0]).toMatchObject({ weightKg: -20 });
  });

  it('gives no weight for S I (not executable), S + (overload) and S - (underload), AT manual p. 87', () => {
    const [busy, overload, underload] = frames(read('S I\r\nS +\r\nS -\r\n'));
    expect(busy).toMatchObject({ weightKg: null, overload: false, underZero: false });
    expect(overload).toMatchObject({ weightKg: null, overload: true, underZero: false });
    expect(underload).toMatchObject({ weightKg: null, overload: false, underZero: true });
  });

  // Each value converted by hand: 1 lb = 0.45359237 kg, 1 oz = 1/16 lb, 1 ozt = 31.1034768 g,
  // 1 dwt = 1/20 ozt, 1 GN (grain) = 64.79891 mg, 1 ct = 0.2 g; kept to the gram.
  it.each([
    ['S S     24.680 t', 24680, 't'],
    ['S S    24680.0 kg', 24680, 'kg'],
    ['S S     1500.0 g', 1.5, 'g'],
    ['S S   500000.0 mg', 0.5, 'mg'],
    ['S S     1000.0 lb', 453.592, 'lb'],
    ['S S       16.0 oz', 0.454, 'oz'],
    ['S S      100.0 ozt', 3.11, 'ozt'],
    ['S S     1000.0 dwt', 1.555, 'dwt'],
    ['S S    10000.0 GN', 0.648, 'GN'],
    ['S S     5000.0 ct', 1, 'ct'],
  ])('converts the MT-SICS mass unit of %s', (line, weightKg, unit) => {
    expect(frames(read(`${line}\r\n`))[0]).toMatchObject({ weightKg, unit, fault: null });
  });

  it.each(['N', 'PCS', '%', 'mom', 'C1'])('names the unit %s that is not a mass it converts, with no weight', (unit) => {
    expect(frames(read(`S S     12.345 ${unit}\r\n`))[0]).toMatchObject({ weightKg: null, unit, fault: 'unit' });
  });

  it('reads answers split over chunks or several in one', () => {
    expect(frames(read('S S    ', '  24680 kg\r', '\nS D      24700 kg\r\nS S', '      24720 kg\r\n')).map((frame) => frame.weightKg)).toEqual([24680, 24700, 24720]);
  });

  it('completes the lines of a balance set to end them with CR only, when the scale says so', () => {
    const crOnly = 'S S      24680 kg\rS D      24700 kg\r';
    expect(frames(readChunks(mtSicsParser({ end: 'cr' }), crOnly)).map((frame) => frame.weightKg)).toEqual([24680, 24700]);
    // Left at CR LF, the same bytes never end a line.
    expect(readChunks(mtSicsParser(), crOnly)).toEqual([]);
  });

  it('reports error answers and garbage, and goes on', () => {
    const events = read('ES\r\nET\r\nEL\r\n#~garbage\r\nS S      24680 kg\r\n');
    expect(errors(events)).toEqual(['the indicator answered ES', 'the indicator answered ET', 'the indicator answered EL', 'not an answer to SI']);
    expect(frames(events).map((frame) => frame.weightKg)).toEqual([24680]);
  });

  it('drops a line that never ends', () => {
    expect(errors(read('x'.repeat(200)))).toEqual(['a line without an end']);
    expect(frames(read('x'.repeat(200), '\r\nS S      10 kg\r\n')).map((frame) => frame.weightKg)).toEqual([10]);
  });
});

describe('MT-SICS net weight with the tare from TA', () => {
  const POLL = 'SI\r\nTA\r\n';
  /** One poll answered: the weight, then the tare. */
  const poll = (ask: ReturnType<typeof exchange>, weight: string, tare: string) => ask(POLL, `${weight}\r\n${tare}\r\n`);

  it('asks the weight and then the tare at every poll, and only the weight once TA is refused', () => {
    const protocol = mtSicsProtocol();
    expect(protocol.nextRequest()).toBe(POLL);
    exchange(protocol)(POLL, 'S S      24680 kg\r\nES\r\n');
    expect(protocol.nextRequest()).toBe(SICS_WEIGHT_REQUEST);
  });

  it('marks the SI weight net of the tare TA A gave before and after it, in kg whatever its unit', () => {
    const ask = exchange();
    // The first weight has no tare before it: it waits for the next poll's.
    expect(poll(ask, 'S S       9500 kg', 'TA A       1200 kg')).toEqual([]);
    expect(frames(poll(ask, 'S S       9500 kg', 'TA A       1200 kg'))[0]).toMatchObject({ weightKg: 9500, net: true, tareKg: 1200 });
    poll(ask, 'S S     8000.0 lb', 'TA A     2000.0 lb');
    expect(frames(poll(ask, 'S D     8000.0 lb', 'TA A     2000.0 lb'))[0]).toMatchObject({ weightKg: 3628.739, net: true, tareKg: 907.185 });
  });

  it('says gross with a tare of zero when TA A answers 0', () => {
    const ask = exchange();
    poll(ask, 'S S      24680 kg', 'TA A       0.00 kg');
    expect(frames(poll(ask, 'S S      24680 kg', 'TA A       0.00 kg'))[0]).toMatchObject({ net: false, tareKg: 0 });
  });

  it('drops a weight read while the tare changed: keyed with the truck on the deck, and cleared', () => {
    const ask = exchange();
    poll(ask, 'S S      24680 kg', 'TA A          0 kg');
    // The tare key is pressed between SI and TA: 24,680 kg is no net of 24,680, nor 0 an empty deck.
    expect(poll(ask, 'S S      24680 kg', 'TA A      24680 kg')).toEqual([]);
    expect(frames(poll(ask, 'S S          0 kg', 'TA A      24680 kg'))[0]).toMatchObject({ weightKg: 0, net: true, tareKg: 24680 });
    // The tare is cleared between SI and TA: 0 kg net is not 0 kg gross.
    expect(poll(ask, 'S S          0 kg', 'TA A          0 kg')).toEqual([]);
    expect(frames(poll(ask, 'S S      24680 kg', 'TA A          0 kg'))[0]).toMatchObject({ weightKg: 24680, net: false });
  });

  it.each(['ES', 'EL', 'TA I', 'TA L'])('stops asking TA of an indicator that answers it %s, without an error, reading gross', (refusal) => {
    const protocol = mtSicsProtocol();
    const ask = exchange(protocol);
    poll(ask, 'S S      12000 kg', 'TA A       1200 kg');
    // The weight waiting for this tare is read as it came: gross, no tare known.
    expect(frames(poll(ask, 'S S       9500 kg', refusal))).toMatchObject([{ weightKg: 9500, net: false, tareKg: null }]);
    expect(errors(poll(ask, 'S S       9500 kg', refusal))).toEqual([]);
    expect(new Set(Array.from({ length: 30 }, () => protocol.nextRequest()))).toEqual(new Set([SICS_WEIGHT_REQUEST]));
    expect(frames(ask('SI\r\n', 'S S       9500 kg\r\n'))[0]).toMatchObject({ net: false, tareKg: null });
  });

  it('counts ES to SI and ET to TA as errors, and goes on asking the tare', () => {
    const protocol = mtSicsProtocol();
    const ask = exchange(protocol);
    expect(errors(ask(POLL, 'ES\r\nET\r\n'))).toEqual(['the indicator answered ES', 'the indicator answered ET']);
    expect(protocol.nextRequest()).toBe(POLL);
  });

  it('matches answers to requests by their name when an answer went missing', () => {
    const protocol = mtSicsProtocol();
    const ask = exchange(protocol);
    protocol.parser.sent('TA\r\n');
    // That TA was never answered; the SI after it was, so the ES that follows answers the next TA.
    ask('SI\r\n', 'S S      24680 kg\r\n');
    expect(ask('TA\r\n', 'ES\r\n')).toMatchObject([{ kind: 'frame', frame: { weightKg: 24680, net: false } }]);
    expect(new Set(Array.from({ length: 30 }, () => protocol.nextRequest()))).toEqual(new Set([SICS_WEIGHT_REQUEST]));
  });
});
