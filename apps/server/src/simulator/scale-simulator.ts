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
import type { AsciiFormat, ScaleProtocol } from '@weighbridge/contract/scales';
import { asciiFrame } from './ascii-lines.js';
import { acknowledged, ControlError, type ControlCommands, type ControlPort, kilograms, onOff, openControlPort } from './control.js';
import { openDevicePort } from './device-port.js';
import { type PolledIndicator, pollAnswer, POLL_LINE_ENDS } from './polled-answers.js';
import { EMPTY_SCALE, SIMULATED_UNITS, type SimulatedState, type SimulatedUnit } from './simulated-state.js';
import { withoutParityBit, withParityBit } from '../modules/scales/protocols/protocol.js';
import { toledoFrame } from './toledo-frame.js';
import { truckQueue } from './truck-cycle.js';

export type ScaleSimulatorOptions = {
  protocol: ScaleProtocol;
  /** 0 (the default) lets the system choose; `port` on the answer says which. */
  port?: number;
  host?: string;
  toledoChecksum?: boolean;
  /** The ASCII stream's output format: a named indicator format, or the simulator's own line (`custom`). */
  asciiFormat?: AsciiFormat;
  /**
   * An indicator set to 7 data bits with this parity behind a converter that passes 8: every byte it sends
   * carries its parity in bit 7.
   */
  parity?: 'even' | 'odd';
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
  /** Net mode with the tare given (kg), as the indicator's tare key or a keyed tare sets it; off shows gross again. */
  setNet(on: boolean, tareKg?: number): void;
  /** Zero not captured since power-up (Toledo status B bit 6, SMA 'I'). */
  setPowerUp(on: boolean): void;
  /** The unit the indicator shows. */
  setUnit(unit: SimulatedUnit): void;
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
  const send = (client: Socket, bytes: Buffer, now: SimulatedState) => {
    client.write(options.parity ? withParityBit(bytes, options.parity) : bytes);
    events.emit('frame', { at: wallClockMs(), bytes, state: now });
  };
  const sendFrame = (client: Socket) => {
    const now = state();
    send(client, protocol === 'toledo' ? toledoFrame(now, { checksum: options.toledoChecksum ?? false }) : asciiFrame(now, options.asciiFormat ?? 'custom'), now);
  };
  /** What the polled protocols' requests see and change: the zero and tare keys act on what the deck shows. */
  const polled: PolledIndicator = {
    state,
    change: (patch) => void (shown = { ...state(), ...patch }),
  };

  const device = await openDevicePort({
    port: options.port ?? 0,
    host,
    onClient:
      protocol === 'sics' || protocol === 'sma'
        ? (client) =>
            answerRequests(client, protocol, options.parity !== undefined, (request) => {
              if (silent) return;
              const answer = pollAnswer(protocol, request, polled);
              if (answer) send(client, answer, state());
            })
        : undefined,
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
    setNet: (on, tareKg) => void (shown = { ...shown, net: on, tareKg: tareKg ?? shown.tareKg }),
    setPowerUp: (on) => void (shown = { ...shown, powerUp: on }),
    setUnit: (unit) => void (shown = { ...shown, unit }),
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

/** The polled protocols answer each request line (see pollAnswer, which also answers what it does not understand). */
function answerRequests(client: Socket, protocol: 'sics' | 'sma', sevenBits: boolean, answer: (request: string) => void) {
  let pending = '';
  client.on('data', (chunk: Buffer) => {
    const lines = (pending + (sevenBits ? withoutParityBit(chunk) : chunk).toString('latin1')).split(POLL_LINE_ENDS[protocol]);
    pending = (lines.pop() ?? '').slice(-64);
    for (const line of lines) {
      const request = line.replace(/^\n/, '').trim();
      if (request !== '') answer(request);
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
    net: { usage: 'net on <tare kg>|off', run: acknowledged((args) => (args[0] === 'on' ? scale.setNet(true, kilograms(args.slice(1))) : scale.setNet(onOff(args)))) },
    powerup: { usage: 'powerup on|off', run: acknowledged((args) => scale.setPowerUp(onOff(args))) },
    unit: { usage: `unit ${Object.keys(SIMULATED_UNITS).join('|')}`, run: acknowledged((args) => scale.setUnit(unitOf(args))) },
    cycle: { usage: 'cycle on|off', run: acknowledged((args) => scale.setCycle(onOff(args))) },
    silence: { usage: 'silence on|off', run: acknowledged((args) => scale.silence(onOff(args))) },
    drop: { usage: 'drop', run: acknowledged(() => scale.drop()) },
    up: { usage: 'up', run: acknowledged(() => scale.up()) },
    status: { usage: 'status', run: () => describeStatus(scale.status()) },
  };
}

function unitOf(args: string[]): SimulatedUnit {
  if (args.length === 1 && Object.hasOwn(SIMULATED_UNITS, args[0]!)) return args[0] as SimulatedUnit;
  throw new ControlError(`say one of ${Object.keys(SIMULATED_UNITS).join(', ')}`);
}

const onOffText = (on: boolean) => (on ? 'on' : 'off');

function describeStatus(status: ScaleSimulatorStatus): string {
  const { state } = status;
  return [
    `${status.protocol} ${status.up ? 'up' : 'dropped'}, ${status.clients} client${status.clients === 1 ? '' : 's'}`,
    `weight ${state.weightKg} kg ${state.motion ? 'in motion' : 'stable'}, shown ${state.net ? `net of a tare of ${state.tareKg} kg` : 'gross'} in ${state.unit}`,
    `overload ${onOffText(state.overload)}, under ${onOffText(state.underZero)}, powerup ${onOffText(state.powerUp)}, cycle ${onOffText(status.cycle)}, silence ${onOffText(status.silent)}`,
  ].join('; ');
}
