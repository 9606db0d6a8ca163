/**
 * The simulators' control language: one command a line (`weight 24680`, `motion on`, `card 123456`), one
 * answer a line, `ok`, what was asked (`status`, `help`) or `error: <why>`. The control port and the
 * command line's stdin both go through `answerControlLine`, so they do the same.
 */
import { createServer, type Socket } from 'node:net';

export type ControlCommand = {
  /** How it is written, for `help`: `weight <kg>`. */
  usage: string;
  /** Carries the command out with its arguments; throws a ControlError for arguments it cannot take. */
  run: (args: string[]) => string | Promise<string>;
};

export type ControlCommands = Record<string, ControlCommand>;

export class ControlError extends Error {}

/** A command that changes something and answers `ok` once it is done. */
export const acknowledged =
  (change: (args: string[]) => unknown): ControlCommand['run'] =>
  async (args) => {
    await change(args);
    return 'ok';
  };

export function onOff(args: string[]): boolean {
  if (args.length === 1 && (args[0] === 'on' || args[0] === 'off')) return args[0] === 'on';
  throw new ControlError('say on or off');
}

export function kilograms(args: string[]): number {
  const kg = Number(args[0]);
  if (args.length !== 1 || args[0]!.trim() === '' || !Number.isFinite(kg)) throw new ControlError('say the weight in kg, e.g. weight 24680');
  return kg;
}

export const helpText = (commands: ControlCommands) => `commands: ${[...Object.values(commands).map((command) => command.usage), 'help'].join(', ')}`;

/** The answer to one line; empty lines get none. */
export async function answerControlLine(commands: ControlCommands, line: string): Promise<string | null> {
  const [name, ...args] = line.trim().split(/\s+/);
  if (!name) return null;
  if (name === 'help') return helpText(commands);
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) return `error: unknown command ${name} (try help)`;
  try {
    return await command.run(args);
  } catch (error) {
    return `error: ${error instanceof ControlError ? `${error.message} (${command.usage})` : (error as Error).message}`;
  }
}

/**
 * Answers lines one after the other, in the order they came, even when one command (`drop`) takes longer
 * than the next; `reply` gets each answer.
 */
export function controlSession(commands: ControlCommands, reply: (answer: string) => void): (line: string) => void {
  let answered = Promise.resolve();
  return (line) => {
    answered = answered.then(async () => {
      const answer = await answerControlLine(commands, line);
      if (answer !== null) reply(answer);
    });
  };
}

export type ControlPort = { port: number; close(): Promise<void> };

/** A TCP port that takes control lines, for tests and for driving a demo from another terminal. */
export async function openControlPort(commands: ControlCommands, options: { port: number; host: string }): Promise<ControlPort> {
  const connections = new Set<Socket>();
  const server = createServer((socket) => {
    connections.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => connections.delete(socket));
    const answer = controlSession(commands, (text) => {
      if (!socket.destroyed) socket.write(`${text}\n`);
    });
    let pending = '';
    socket.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString('utf8')).split(/\r?\n/);
      pending = lines.pop() ?? '';
      for (const line of lines) answer(line);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as { port: number }).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of connections) socket.destroy();
      }),
  };
}
