/**
 * An RFID card reader on a TCP port: a card held to it is one line, `<prefix><card number><suffix>` CR LF,
 * to every connected client, as the line-based readers in front of a weighbridge send them.
 *
 * @example
 *   const reader = await startReaderSimulator({ prefix: '\x02', suffix: '\x03' });
 *   reader.send('0004711234');
 */
import { acknowledged, type ControlCommands, ControlError, type ControlPort, openControlPort } from './control.js';
import { openDevicePort } from './device-port.js';

export type ReaderSimulatorOptions = {
  /** 0 (the default) lets the system choose; `port` on the answer says which. */
  port?: number;
  host?: string;
  prefix?: string;
  suffix?: string;
  /** Opens the control port (0: the system chooses) when given. */
  controlPort?: number;
};

export type ReaderSimulator = {
  readonly port: number;
  readonly controlPort: number | undefined;
  /** Sends a card read to every connected client; answers how many it reached. */
  send(cardNumber: string): number;
  status(): { up: boolean; clients: number };
  /** Cuts every client off and refuses new ones until `up()`. */
  drop(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
};

export async function startReaderSimulator(options: ReaderSimulatorOptions = {}): Promise<ReaderSimulator> {
  const { prefix = '', suffix = '' } = options;
  const host = options.host ?? '127.0.0.1';
  const device = await openDevicePort({ port: options.port ?? 0, host });
  const reader: ReaderSimulator = {
    port: device.port,
    controlPort: undefined,
    send: (cardNumber) => device.broadcast(Buffer.from(`${prefix}${cardNumber}${suffix}\r\n`, 'latin1')),
    status: () => ({ up: device.isUp, clients: device.clients.size }),
    drop: () => device.drop(),
    up: () => device.up(),
    close: async () => {
      await Promise.all([device.close(), control?.close()]);
    },
  };
  const control: ControlPort | undefined = options.controlPort === undefined ? undefined : await openControlPort(readerCommands(reader), { port: options.controlPort, host });
  return { ...reader, controlPort: control?.port };
}

/** The control commands of a reader: each one calls the simulator's method of the same meaning. */
export function readerCommands(reader: ReaderSimulator): ControlCommands {
  return {
    card: {
      usage: 'card <number>',
      run: acknowledged((args) => {
        if (args.length !== 1) throw new ControlError('say the card number');
        reader.send(args[0]!);
      }),
    },
    drop: { usage: 'drop', run: acknowledged(() => reader.drop()) },
    up: { usage: 'up', run: acknowledged(() => reader.up()) },
    status: {
      usage: 'status',
      run: () => {
        const { up, clients } = reader.status();
        return `reader ${up ? 'up' : 'dropped'}, ${clients} client${clients === 1 ? '' : 's'}`;
      },
    },
  };
}
