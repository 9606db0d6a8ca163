/**
 * A scale indicator on a TCP port, for sites without hardware, for demos and for the tests: it speaks the
 * real frames of its protocol, sends them unasked (Toledo continuous, ASCII stream) or answers the
 * server's requests (MT-SICS `SI`, SMA `<LF>W<CR>`), and can be told what to show.
 *
 * @example
 *   const scale = await startScaleSimulator({ protocol: 'toledo', cycle: false });
 *   scale.setWeight(24680); // the server connected to 127.0.0.1:scale.port now reads 24,680 kg, stable
 *   scale.events.on('frame', (frame) => console.log(frame.at, frame.state.weightKg));
 *   await scale.close();
 */
import { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
import type { ScaleProtocol } from '@weighbridge/contract/scales';
import { acknowledged, type ControlCommands, type ControlPort, kilograms, onOff, openControlPort } from './control.js';
import { openDevicePort } from './device-port.js';
import { asciiLine, EMPTY_SCALE, sicsAnswer, type SimulatedState, smaAnswer, toledoFrame } from './frames.js';
import { truckQueue } from './truck-cycle.js';

export type ScaleSimulatorOptions = {
  protocol: ScaleProtocol;
  /** 0 (the default) lets the system choose; `port` on the answer says which. */
  port?: number;
  host?: string;
  toledoChecksum?: boolean;
  /** How often the continuous protocols send a frame. */
  frameIntervalMs?: number;
  /** Play truck cycles until told a weight. */
  cycle?: boolean;
  /** Multiplies the truck cycle's timings: 0.01 plays a cycle a hundred times faster. */
  cycleTimeScale?: number;
  /** The source of the trucks' weights (tests pass their own). */
  random?: () => number;
  /** Opens the control port (0: the system chooses) when given. */
  controlPort?: number;
  onFrameSent?: (frame: SentFrame) => void;
};

/** A frame as it left for one client; `at` is the wall-clock time in ms with sub-millisecond precision. */
export type SentFrame = { at: number; bytes: Buffer; state: SimulatedState };

export type ScaleSimulatorStatus = { protocol: ScaleProtocol; state: SimulatedState; cycle: boolean; silent: boolean; up: boolean; clients: number };

export type ScaleSimulator = {
  readonly protocol: ScaleProtocol;
  readonly port: number;
  readonly controlPort: number | undefined;
  readonly events: EventEmitter<{ frame: [SentFrame] }>;
  /** What the indicator shows now. */
  state(): SimulatedState;
  status(): ScaleSimulatorStatus;
  /** Shows a weight (and ends the truck cycle, which would overwrite it). */
  setWeight(kg: number): void;
  /** Motion on or off (and ends the truck cycle). */
  setMotion(on: boolean): void;
  setOverload(on: boolean): void;
  setUnderZero(on: boolean): void;
  setCycle(on: boolean): void;
  /** Cuts every client off and refuses new ones until `up()`. */
  drop(): Promise<void>;
  up(): Promise<void>;
  /** Keeps the connections and sends nothing, not even answers: the server sees its reading go stale. */
  silence(on: boolean): void;
  /** Writes bytes as they are to every client, as line noise or a misconfigured indicator would. */
  sendGarbage(bytes: Buffer | string): void;
  close(): Promise<void>;
};

const wallClockMs = () => performance.timeOrigin + performance.now();

export async function startScaleSimulator(options: ScaleSimulatorOptions): Promise<ScaleSimulator> {
  const { protocol, frameIntervalMs = 100, cycleTimeScale = 1, random = Math.random } = options;
  const host = options.host ?? '127.0.0.1';
  const events = new EventEmitter<{ frame: [SentFrame] }>();
  if (options.onFrameSent) events.on('frame', options.onFrameSent);
  let shown: SimulatedState = { ...EMPTY_SCALE };
  let trucks: ReturnType<typeof truckQueue> | null = null;
  let silent = false;

  const setCycle = (on: boolean) => {
    trucks = on ? truckQueue({ timeScale: cycleTimeScale, random, startedAt: Date.now() }) : null;
  };
  const state = (): SimulatedState => (trucks ? { ...shown, ...trucks(Date.now()) } : { ...shown });
  const encode = (now: SimulatedState): Buffer => {
    if (protocol === 'toledo') return toledoFrame(now, { checksum: options.toledoChecksum ?? false });
    if (protocol === 'sics') return sicsAnswer(now);
    if (protocol === 'sma') return smaAnswer(now);
    return asciiLine(now);
  };
  const sendFrame = (client: Socket) => {
    const now = state();
    const bytes = encode(now);
    client.write(bytes);
    events.emit('frame', { at: wallClockMs(), bytes, state: now });
  };

  const device = await openDevicePort({
    port: options.port ?? 0,
    host,
    onClient: protocol === 'sics' || protocol === 'sma' ? (client) => answerRequests(client, protocol, () => (silent ? null : sendFrame)) : undefined,
  });
  const ticker =
    protocol === 'toledo' || protocol === 'ascii'
      ? setInterval(() => {
          if (!silent) for (const client of device.clients) sendFrame(client);
        }, frameIntervalMs)
      : undefined;
  setCycle(options.cycle ?? false);

  const simulator: ScaleSimulator = {
    protocol,
    port: device.port,
    controlPort: undefined,
    events,
    state,
    status: () => ({ protocol, state: state(), cycle: trucks !== null, silent, up: device.isUp, clients: device.clients.size }),
    setWeight(kg) {
      setCycle(false);
      shown = { ...shown, weightKg: kg };
    },
    setMotion(on) {
      // Motion starts from what the cycle showed, so that the weight does not jump.
      shown = { ...state(), motion: on };
      setCycle(false);
    },
    setOverload: (on) => void (shown = { ...shown, overload: on }),
    setUnderZero: (on) => void (shown = { ...shown, underZero: on }),
    setCycle,
    drop: () => device.drop(),
    up: () => device.up(),
    silence: (on) => void (silent = on),
    sendGarbage: (bytes) => void device.broadcast(Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes, 'latin1')),
    close: async () => {
      clearInterval(ticker);
      await Promise.all([device.close(), control?.close()]);
    },
  };
  const control: ControlPort | undefined = options.controlPort === undefined ? undefined : await openControlPort(scaleCommands(simulator), { port: options.controlPort, host });
  return { ...simulator, controlPort: control?.port };
}

/** The polled protocols answer each request line; anything else gets the protocol's "not understood". */
function answerRequests(client: Socket, protocol: 'sics' | 'sma', sender: () => ((client: Socket) => void) | null) {
  const [ends, request, notUnderstood] = protocol === 'sics' ? [/\r?\n/, 'SI', 'ES\r\n'] : [/\r/, 'W', '\n?\r'];
  let pending = '';
  client.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString('latin1')).split(ends);
    pending = (lines.pop() ?? '').slice(-64);
    for (const line of lines) {
      const send = sender();
      if (!send) continue;
      if (line.replace(/^\n/, '').trim() === request) send(client);
      else if (line.trim() !== '') client.write(notUnderstood);
    }
  });
}

/** The control commands of a scale: each one calls the simulator's method of the same meaning. */
export function scaleCommands(scale: ScaleSimulator): ControlCommands {
  return {
    weight: { usage: 'weight <kg>', run: acknowledged((args) => scale.setWeight(kilograms(args))) },
    motion: { usage: 'motion on|off', run: acknowledged((args) => scale.setMotion(onOff(args))) },
    overload: { usage: 'overload on|off', run: acknowledged((args) => scale.setOverload(onOff(args))) },
    under: { usage: 'under on|off', run: acknowledged((args) => scale.setUnderZero(onOff(args))) },
    cycle: { usage: 'cycle on|off', run: acknowledged((args) => scale.setCycle(onOff(args))) },
    silence: { usage: 'silence on|off', run: acknowledged((args) => scale.silence(onOff(args))) },
    drop: { usage: 'drop', run: acknowledged(() => scale.drop()) },
    up: { usage: 'up', run: acknowledged(() => scale.up()) },
    status: { usage: 'status', run: () => describeStatus(scale.status()) },
  };
}

const onOffText = (on: boolean) => (on ? 'on' : 'off');

function describeStatus(status: ScaleSimulatorStatus): string {
  const { state } = status;
  return [
    `${status.protocol} ${status.up ? 'up' : 'dropped'}, ${status.clients} client${status.clients === 1 ? '' : 's'}`,
    `weight ${state.weightKg} kg ${state.motion ? 'in motion' : 'stable'}`,
    `overload ${onOffText(state.overload)}, under ${onOffText(state.underZero)}, cycle ${onOffText(status.cycle)}, silence ${onOffText(status.silent)}`,
  ].join('; ');
}
