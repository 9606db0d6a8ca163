/** Lines of indicators no other protocol covers, read with the pattern a scale is given. */
import { describe, expect, it } from 'vitest';
import { asciiPatternProblem, asciiStreamParser } from './ascii-stream.js';
import { errorsIn as errors, framesIn as frames, readChunks } from '../../../test/stream-parsers.js';

const read = (pattern: string, ...chunks: string[]) => readChunks(asciiStreamParser(pattern), ...chunks);

/** e.g. "ST,GS,+0024680kg" / "US,GS,+0024700kg": ST stable, US unstable, OL overload. */
const CSV_LIKE = '^(?:(?<stable>ST)|US),GS,(?<weight>[+-]\\d+(?:\\.\\d+)?)(?<unit>kg|t|lb)$';

describe('the generic ASCII stream', () => {
  it('reads the weight, its unit and the stability the pattern names', () => {
    const [stable, moving] = frames(read(CSV_LIKE, 'ST,GS,+0024680kg\r\nUS,GS,+0024700kg\r\n'));
    expect(stable).toMatchObject({ weightKg: 24680, motion: false, raw: 'ST,GS,+0024680kg' });
    expect(moving).toMatchObject({ weightKg: 24700, motion: true });
  });

  it('takes kg when the pattern has no unit, and no motion flag when it names none', () => {
    expect(frames(read('^W(?<weight>-?\\d+)$', 'W24680\nW-20\n'))).toMatchObject([{ weightKg: 24680, motion: null }, { weightKg: -20 }]);
  });

  it('reads a motion group that matched as motion, and one that did not as stable', () => {
    expect(frames(read('^(?<weight>\\d+\\.\\d+) ?(?<unit>t)(?<motion>M)?$', '24.68 tM\r24.68 t\r')).map((frame) => [frame.weightKg, frame.motion])).toEqual([[24680, true], [24680, false]]);
  });

  it('reports lines that do not match and units it does not know, split over chunks', () => {
    const events = read(CSV_LIKE, 'OL,GS,+999', '9999kg\r\nST,GS,+0024680oz\r\nST,GS,+00', '24680kg\r\n');
    expect(errors(events)).toEqual(['the line does not match the pattern', 'the line does not match the pattern']);
    expect(frames(events).map((frame) => frame.weightKg)).toEqual([24680]);
  });

  it('refuses a pattern that is not a regular expression or has no weight group', () => {
    expect(asciiPatternProblem('(unclosed')).toBe('is not a valid regular expression');
    expect(asciiPatternProblem('^\\d+$')).toMatch(/named group "weight"/);
    expect(asciiPatternProblem(CSV_LIKE)).toBeNull();
    expect(() => asciiStreamParser('^\\d+$')).toThrow(/named group "weight"/);
  });
});
