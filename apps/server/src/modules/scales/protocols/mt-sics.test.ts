/** Answers to `SI` as the MT-SICS reference prints them, each ending CR LF. */
import { describe, expect, it } from 'vitest';
import { mtSicsParser, SICS_WEIGHT_REQUEST } from './mt-sics.js';
import { errorsIn as errors, framesIn as frames, readChunks } from '../../../test/stream-parsers.js';

const read = (...chunks: string[]) => readChunks(mtSicsParser(), ...chunks);

describe('MT-SICS', () => {
  it('asks for the weight with SI', () => {
    expect(SICS_WEIGHT_REQUEST).toBe('SI\r\n');
  });

  it('reads a stable and a dynamic weight', () => {
    const [stable, dynamic] = frames(read('S S      24680 kg\r\n', 'S D      24700 kg\r\n'));
    expect(stable).toMatchObject({ weightKg: 24680, motion: false, overload: false, underZero: false, raw: 'S S      24680 kg<CR><LF>' });
    expect(dynamic).toMatchObject({ weightKg: 24700, motion: true });
  });

  it('converts tonnes, grams and pounds, and reads a negative weight', () => {
    expect(frames(read('S S     24.680 t\r\nS S   1500.0 g\r\nS S    1000.0 lb\r\nS S     -20 kg\r\n')).map((frame) => frame.weightKg)).toEqual([24680, 1.5, 453.592, -20]);
  });

  it('gives no weight when busy, overloaded or under its range', () => {
    const [busy, overload, underload] = frames(read('S I\r\nS +\r\nS -\r\n'));
    expect(busy).toMatchObject({ weightKg: null, overload: false, underZero: false });
    expect(overload).toMatchObject({ weightKg: null, overload: true });
    expect(underload).toMatchObject({ weightKg: null, underZero: true });
  });

  it('reads answers split over chunks or several in one', () => {
    expect(frames(read('S S    ', '  24680 kg\r', '\nS D      24700 kg\r\nS S', '      24720 kg\r\n')).map((frame) => frame.weightKg)).toEqual([24680, 24700, 24720]);
  });

  it('reports error answers, garbage and unknown units, and goes on', () => {
    const events = read('ES\r\n#~garbage\r\nS S      24680 oz\r\nS S      24680 kg\r\n');
    expect(errors(events)).toEqual(['the indicator answered ES', 'not an answer to SI', 'not an answer to SI']);
    expect(frames(events).map((frame) => frame.weightKg)).toEqual([24680]);
  });

  it('drops a line that never ends', () => {
    const events = read('x'.repeat(200));
    expect(errors(events)).toEqual(['a line without an end']);
    expect(frames(read('x'.repeat(200), '\r\nS S      10 kg\r\n')).map((frame) => frame.weightKg)).toEqual([10]);
  });
});
