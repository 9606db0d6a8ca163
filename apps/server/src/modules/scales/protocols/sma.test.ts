/** Answers to `<LF>W<CR>` laid out as SCP-0499 prints them: status, range, mode, motion, reserved, weight, unit. */
import { describe, expect, it } from 'vitest';
import { errorsIn as errors, framesIn as frames, readChunks } from '../../../test/stream-parsers.js';
import { SMA_WEIGHT_REQUEST, smaParser } from './sma.js';

const read = (...chunks: string[]) => readChunks(smaParser(), ...chunks);

describe('SMA SCP-0499', () => {
  it('asks for the weight with <LF>W<CR>', () => {
    expect(SMA_WEIGHT_REQUEST).toBe('\nW\r');
  });

  it('reads a stable gross weight, motion, net and the centre of zero', () => {
    const [stable, moving, net, zero] = frames(read('\n 1G    24680.0kg \r', '\n 1GM   24700.0kg \r\n 1N     9500.0kg \r\nZ1G        0.0kg \r'));
    expect(stable).toMatchObject({ weightKg: 24680, motion: false, net: false, overload: false, raw: '<LF> 1G    24680.0kg <CR>' });
    expect(moving).toMatchObject({ weightKg: 24700, motion: true });
    expect(net).toMatchObject({ weightKg: 9500, net: true });
    expect(zero).toMatchObject({ weightKg: 0, motion: false });
  });

  it('gives no weight over or under capacity', () => {
    const [over, under] = frames(read('\nO1G   999999.0kg \r\nU1G      -99.0kg \r'));
    expect(over).toMatchObject({ weightKg: null, overload: true, underZero: false });
    expect(under).toMatchObject({ weightKg: null, overload: false, underZero: true });
  });

  it('converts tonnes and pounds, reads a negative weight, and answers split over chunks', () => {
    expect(frames(read('\n 1G     24.680t  \r\n 1G   1000.000l', 'b \r\n 1G      -20.0kg \r')).map((frame) => frame.weightKg)).toEqual([24680, 453.592, -20]);
  });

  it('reports a request it did not understand and a line it cannot read, and goes on', () => {
    const events = read('\n?\r\n#garbage\r\n 1G    24680.0kg \r');
    expect(errors(events)).toEqual(['the indicator did not understand the request', 'not an SMA weight answer']);
    expect(frames(events).map((frame) => frame.weightKg)).toEqual([24680]);
  });
});
