/**
 * SMA SCP-0499 answers laid out field by field: <LF>, status, range, mode, motion, reserved, ten characters
 * of weight, three of unit, <CR>. From:
 * - Sartorius PR 5220 Instrument Manual, SMA Protocol, "Standard Reply", p. EN-130 (examples to W, H, Z, R);
 * - Fairbanks FB2550 Series User Manual, Appendix III "SMA Protocol", A. Standard scale response, p. 180;
 * - Cardinal 190 Installation, Technical and Operation manual 8400-M022-O1 Rev J, p. 114 (status 'e');
 * - Cardinal 225 Installation and Technical manual 8200-M698-O1 Rev B, p. 117 (units ton, lb, oz, t, kg, g);
 * - Cardinal 185 Installation & Technical 8400-0181-OM Rev C, p. 25 (units "lb ", "kg ", "oz ", "g  ");
 * - Sartorius PR 5211 Instrument Manual, SMA Protocol, 5.5 Communication error handling, p. EN-54 ('!', '?').
 */
import { describe, expect, it } from 'vitest';
import { errorsIn as errors, framesIn as frames, readChunks } from '../../../test/stream-parsers.js';
import { SMA_WEIGHT_REQUEST, smaParser } from './sma.js';

const read = (...chunks: string[]) => readChunks(smaParser(), ...chunks);

/** One answer from its fields, the weight right-aligned in ten characters and the unit padded to three. */
const answer = (flags: string, weight: string, unit: string) => `\n${flags}${weight.padStart(10)}${unit.padEnd(3)}\r`;
const readOne = (flags: string, weight: string, unit = 'kg') => frames(read(answer(flags, weight, unit)))[0];

describe('SMA SCP-0499', () => {
  it('asks for the displayed weight with <LF>W<CR>', () => {
    expect(SMA_WEIGHT_REQUEST).toBe('\nW\r');
  });

  describe('the Sartorius PR 5220 examples, p. EN-130', () => {
    it('W: gross 5.025 lb, stable', () => {
      const frame = readOne(' 1G  ', '5.025', 'lb');
      // 5.025 x 0.45359237 = 2.27930... kg
      expect(frame).toMatchObject({ weightKg: 2.279, unit: 'lb', net: false, motion: false, fault: null, raw: '<LF> 1G       5.025lb <CR>' });
    });

    it('W: net 100000 lb', () => {
      expect(readOne(' 1N  ', '100000', 'lb')).toMatchObject({ weightKg: 45359.237, net: true, fault: null });
    });

    it('H: high-resolution gross 5.0025 lb, read but kept from capture as expanded', () => {
      expect(readOne(' 1g  ', '5.0025', 'lb')).toMatchObject({ weightKg: 2.269, net: false, fault: 'expanded' });
    });

    it('Z: centre of zero, 0.000 lb', () => {
      expect(readOne('Z1G  ', '0.000', 'lb')).toMatchObject({ weightKg: 0, overload: false, underZero: false, fault: null });
    });

    it('R: 7.025 kg stable, then 7.650 kg in motion', () => {
      const [stable, moving] = frames(read(answer(' 1G  ', '7.025', 'kg'), answer(' 1GM ', '7.650', 'kg')));
      expect(stable).toMatchObject({ weightKg: 7.025, motion: false });
      expect(moving).toMatchObject({ weightKg: 7.65, motion: true });
    });
  });

  describe('statuses, Fairbanks FB2550 p. 180 and Cardinal 190 p. 114', () => {
    it('O over capacity (+weight) and U under capacity (-weight) give no weight', () => {
      expect(readOne('O1G  ', '160000.0')).toMatchObject({ weightKg: null, overload: true, underZero: false, fault: null });
      expect(readOne('U1G  ', '-200.0')).toMatchObject({ weightKg: null, overload: false, underZero: true, fault: null });
    });

    it.each([
      ['E', 'zeroError'],
      ['I', 'powerUpZero'],
      ['T', 'tareError'],
    ])('%s, with the weight in dashes, is the fault %s', (status, fault) => {
      expect(readOne(`${status}1G  `, '----------')).toMatchObject({ weightKg: null, unit: 'kg', fault, overload: false, underZero: false });
    });

    it("Cardinal's e, weight not being displayed, is an error of the indicator's own", () => {
      expect(readOne('e1G  ', '24680')).toMatchObject({ weightKg: null, fault: 'indicatorError' });
    });

    it('reads a range other than 1 (multi-interval scales)', () => {
      expect(readOne(' 2G  ', '24680.0')).toMatchObject({ weightKg: 24680 });
    });
  });

  describe('modes, Fairbanks FB2550 p. 180', () => {
    it('T, the tare (answer to M), is no weight on the deck: the tare, and the fault showsTare', () => {
      expect(readOne(' 1T  ', '14200.0')).toMatchObject({ weightKg: null, tareKg: 14200, net: false, fault: 'showsTare' });
    });

    it('n, high-resolution net, is net and expanded', () => {
      expect(readOne(' 1n  ', '9500.00')).toMatchObject({ weightKg: 9500, net: true, fault: 'expanded' });
    });
  });

  describe('units, Cardinal 225 p. 117 and Cardinal 185 p. 25', () => {
    // ton is the US short ton of 2,000 lb; t the metric tonne.
    it.each([
      ['ton', '12.5', 11339.809],
      ['t', '24.680', 24680],
      ['lb', '1000.0', 453.592],
      ['oz', '16.0', 0.454],
      ['kg', '24680', 24680],
      ['g', '1500', 1.5],
    ])('%s', (unit, weight, weightKg) => {
      expect(readOne(' 1G  ', weight, unit)).toMatchObject({ weightKg, unit, fault: null });
    });

    it('reads a unit sent without its padding (Cardinal 190 Rev K prints "lb")', () => {
      expect(frames(read('\n 1G    1000.000lb\r'))[0]).toMatchObject({ weightKg: 453.592, unit: 'lb' });
    });

    it('names a unit it does not convert, with no weight', () => {
      expect(readOne(' 1G  ', '242.0', 'kN')).toMatchObject({ weightKg: null, unit: 'kN', fault: 'unit' });
    });
  });

  it('reads a signed weight', () => {
    expect(frames(read(answer(' 1N  ', '-40.0', 'kg'), answer(' 1N  ', '+40.0', 'kg'))).map((frame) => frame.weightKg)).toEqual([-40, 40]);
  });

  it('reads the dashes of a request that timed out waiting for stability (PR 5211 P command) as no weight', () => {
    expect(readOne(' 1G  ', '----------', '')).toMatchObject({ weightKg: null, unit: null, fault: null });
  });

  it('reads answers split over chunks or several in one', () => {
    expect(frames(read('\n 1G     24.680t  \r\n 1G   1000.000l', 'b \r\n 1G      -20.0kg \r')).map((frame) => frame.weightKg)).toEqual([24680, 453.592, -20]);
  });

  it("reports '?' (not understood), '!' (garbled) and a line it cannot read, and goes on", () => {
    const events = read('\n?\r\n!\r\n#garbage\r', answer(' 1G  ', '24680.0', 'kg'));
    expect(errors(events)).toEqual(['the indicator did not understand the request', 'the indicator received a garbled request', 'not an SMA weight answer']);
    expect(frames(events).map((frame) => frame.weightKg)).toEqual([24680]);
  });
});
