/** The control port: the commands a demo or a test drives a simulated scale with, over real TCP. */
import { afterEach, describe, expect, it } from 'vitest';
import { toledoContinuousParser } from '../modules/scales/protocols/toledo-continuous.js';
import { connectIndicator, connectLines } from '../test/tcp-clients.js';
import { type ScaleSimulator, startScaleSimulator } from './scale-simulator.js';

let scale: ScaleSimulator | undefined;
afterEach(async () => {
  await scale?.close();
  scale = undefined;
});

describe('the scale simulator control port', () => {
  it('carries out each command, answers ok, and the frames say so', async () => {
    scale = await startScaleSimulator({ protocol: 'toledo', frameIntervalMs: 20, cycle: true, controlPort: 0 });
    const control = await connectLines(scale.controlPort!);
    const client = await connectIndicator(scale.port, toledoContinuousParser({ checksum: false }));
    const shown = () => client.freshFrame();

    expect(await control.ask('weight 24680')).toBe('ok');
    expect(await shown()).toMatchObject({ weightKg: 24680, motion: false });
    expect(await control.ask('motion on')).toBe('ok');
    expect(await shown()).toMatchObject({ weightKg: 24680, motion: true });
    expect(await control.ask('motion off')).toBe('ok');
    expect(await control.ask('overload on')).toBe('ok');
    expect(await shown()).toMatchObject({ weightKg: null, overload: true });
    expect(await control.ask('overload off')).toBe('ok');
    expect(await control.ask('under on')).toBe('ok');
    expect(await shown()).toMatchObject({ weightKg: null, underZero: true });
    expect(await control.ask('under off')).toBe('ok');
    // 24,680 kg on the deck, 14,200 kg of it tared on the indicator: 10,480 kg net, and the tare beside it.
    expect(await control.ask('net on 14200')).toBe('ok');
    expect(await shown()).toMatchObject({ weightKg: 10480, net: true, tareKg: 14200 });
    expect(await control.ask('status')).toBe('toledo up, 1 client; weight 24680 kg stable, shown net of a tare of 14200 kg in kg; overload off, under off, powerup off, cycle off, silence off');
    expect(await control.ask('net off')).toBe('ok');
    expect(await control.ask('powerup on')).toBe('ok');
    expect(await shown()).toMatchObject({ weightKg: 24680, fault: 'powerUpZero' });
    expect(await control.ask('powerup off')).toBe('ok');
    // 24,680 kg shows as 27.205 US short tons (of 907.18474 kg): 24,679.961 kg read back. A custom unit (newtons) gives no weight.
    expect(await control.ask('unit ton')).toBe('ok');
    expect(await shown()).toMatchObject({ unit: 'ton', weightKg: 24679.961 });
    expect(await control.ask('unit N')).toBe('ok');
    expect(await shown()).toMatchObject({ weightKg: null, fault: 'unit' });
    expect(await control.ask('unit kg')).toBe('ok');
    expect(await control.ask('status')).toBe('toledo up, 1 client; weight 24680 kg stable, shown gross in kg; overload off, under off, powerup off, cycle off, silence off');
    expect(await control.ask('silence on')).toBe('ok');
    expect(scale.status().silent).toBe(true);
    expect(await control.ask('silence off')).toBe('ok');
    expect(await control.ask('cycle on')).toBe('ok');
    expect(scale.status().cycle).toBe(true);

    expect(await control.ask('drop')).toBe('ok');
    await client.closed;
    expect(await control.ask('status')).toMatch(/^toledo dropped, 0 clients;/);
    expect(await control.ask('up')).toBe('ok');
    expect(scale.status().up).toBe(true);
    control.close();
  });

  it('answers an unknown command, a bad argument and help with one line each', async () => {
    scale = await startScaleSimulator({ protocol: 'sics', controlPort: 0 });
    const control = await connectLines(scale.controlPort!);
    expect(await control.ask('tare')).toBe('error: unknown command tare (try help)');
    expect(await control.ask('weight heavy')).toBe('error: say the weight in kg, e.g. weight 24680 (weight <kg>)');
    expect(await control.ask('motion maybe')).toBe('error: say on or off (motion on|off)');
    expect(await control.ask('unit stone')).toBe('error: say one of kg, g, t, lb, oz, ton, lt, N (unit kg|g|t|lb|oz|ton|lt|N)');
    expect(await control.ask('net on')).toBe('error: say the weight in kg, e.g. weight 24680 (net on <tare kg>|off)');
    expect(await control.ask('help')).toBe(
      'commands: weight <kg>, motion on|off, overload on|off, under on|off, net on <tare kg>|off, powerup on|off, unit kg|g|t|lb|oz|ton|lt|N, cycle on|off, silence on|off, drop, up, status, help',
    );
    expect(scale.state().weightKg).toBe(0);
    control.close();
  });
});
