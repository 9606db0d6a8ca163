/**
 * A simulated scale indicator or card reader on a TCP port, for a site without hardware and for demos:
 *   npm run simulate -- scale --protocol toledo|sics|sma|ascii --port 4001 [--control-port 4011] [--no-cycle] [--checksum]
 *                             [--format <ASCII format>] [--parity even|odd]
 *   npm run simulate -- reader --port 4002 [--control-port 4012] [--prefix X] [--suffix Y]
 * Both take control commands on stdin and, when asked, on a control port (`help` lists them). Ctrl-C stops it.
 */
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { ASCII_FORMATS, type AsciiFormat, PARITIES, protocolLabel, SCALE_PROTOCOLS, type ScaleProtocol } from '@weighbridge/contract/scales';
import { type ControlCommands, controlSession, helpText } from '../simulator/control.js';
import { SIMULATOR_ASCII_PATTERN } from '../simulator/ascii-lines.js';
import { readerCommands, startReaderSimulator } from '../simulator/reader-simulator.js';
import { scaleCommands, startScaleSimulator } from '../simulator/scale-simulator.js';

const USAGE = [
  `Usage: npm run simulate -- scale --protocol ${SCALE_PROTOCOLS.join('|')} --port 4001 [--control-port 4011] [--no-cycle] [--checksum] [--host 127.0.0.1]`,
  `         [--format ${ASCII_FORMATS.join('|')}] (ASCII stream) [--parity even|odd] (7 data bits, parity in bit 7)`,
  '       npm run simulate -- reader --port 4002 [--control-port 4012] [--prefix X] [--suffix Y] [--host 127.0.0.1]',
].join('\n');

type Running = { commands: ControlCommands; close: () => Promise<void> };

async function run(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    allowNegative: true,
    options: {
      protocol: { type: 'string' },
      port: { type: 'string' },
      'control-port': { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      cycle: { type: 'boolean', default: true },
      checksum: { type: 'boolean', default: false },
      format: { type: 'string', default: 'custom' },
      parity: { type: 'string' },
      prefix: { type: 'string', default: '' },
      suffix: { type: 'string', default: '' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const [device, ...extra] = positionals;
  if (extra.length > 0 || (device !== 'scale' && device !== 'reader') || values.port === undefined) throw new UsageError(USAGE);
  const port = portNumber(values.port, '--port');
  const controlPort = values['control-port'] === undefined ? undefined : portNumber(values['control-port'], '--control-port');
  const { host } = values;
  let running: Running;
  if (device === 'scale') {
    const protocol = values.protocol as ScaleProtocol;
    if (!SCALE_PROTOCOLS.includes(protocol)) throw new UsageError(`--protocol must be one of ${SCALE_PROTOCOLS.join(', ')}\n${USAGE}`);
    const asciiFormat = values.format as AsciiFormat;
    if (!ASCII_FORMATS.includes(asciiFormat)) throw new UsageError(`--format must be one of ${ASCII_FORMATS.join(', ')}\n${USAGE}`);
    const parity = values.parity as 'even' | 'odd' | undefined;
    if (parity !== undefined && (!PARITIES.includes(parity) || (parity as string) === 'none')) throw new UsageError(`--parity must be even or odd\n${USAGE}`);
    const scale = await startScaleSimulator({ protocol, port, host, controlPort, cycle: values.cycle, toledoChecksum: values.checksum, asciiFormat, parity });
    const extras = [protocol === 'toledo' && values.checksum ? 'with checksum' : null, parity ? `7 data bits, ${parity} parity` : null].filter(Boolean);
    console.log(`Scale simulator (${protocolLabel({ protocol, ascii_format: asciiFormat })}${extras.map((extra) => `, ${extra}`).join('')}) listening on ${host}:${scale.port}`);
    if (protocol === 'ascii' && asciiFormat === 'custom') console.log(`Configure the scale with the pattern ${SIMULATOR_ASCII_PATTERN}`);
    console.log(values.cycle ? 'Playing truck cycles; "cycle off" or "weight <kg>" stops them.' : 'Showing 0 kg; "cycle on" plays truck cycles.');
    running = { commands: scaleCommands(scale), close: scale.close };
    printControl(host, scale.controlPort, running.commands);
  } else {
    const reader = await startReaderSimulator({ port, host, controlPort, prefix: values.prefix, suffix: values.suffix });
    console.log(`Reader simulator listening on ${host}:${reader.port}`);
    running = { commands: readerCommands(reader), close: reader.close };
    printControl(host, reader.controlPort, running.commands);
  }
  takeCommandsFromStdin(running.commands);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void running.close().then(() => {
        console.log('Simulator stopped.');
        process.exit(0);
      });
    });
  }
}

function printControl(host: string, controlPort: number | undefined, commands: ControlCommands) {
  console.log(`Control ${controlPort === undefined ? 'on this terminal' : `on ${host}:${controlPort} and on this terminal`}; ${helpText(commands)}. Ctrl-C stops it.`);
}

/** The same commands as the control port, typed on the terminal; stdin ending (no terminal) leaves it running. */
function takeCommandsFromStdin(commands: ControlCommands) {
  const lines = readline.createInterface({ input: process.stdin, terminal: false });
  lines.on('line', controlSession(commands, (answer) => console.log(answer)));
}

function portNumber(text: string, option: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) throw new UsageError(`${option} must be a port number from 0 to 65535`);
  return port;
}

class UsageError extends Error {}

const codeOf = (error: unknown) => (error instanceof Error && 'code' in error ? String(error.code) : '');

run(process.argv.slice(2)).catch((error: unknown) => {
  // An option it does not know is a usage error too: the usage follows the reason.
  if (codeOf(error).startsWith('ERR_PARSE_ARGS')) console.error(`${(error as Error).message}\n${USAGE}`);
  else console.error(error instanceof UsageError || codeOf(error) === 'EADDRINUSE' ? (error as Error).message : error);
  process.exit(1);
});
