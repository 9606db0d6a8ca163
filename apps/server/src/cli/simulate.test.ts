/** The simulator's command line, run from source as `npm run simulate` runs the build. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { toledoContinuousParser } from '../modules/scales/protocols/toledo-continuous.js';
import { runSource } from '../test/run-source.js';
import { connectIndicator, connectLines } from '../test/tcp-clients.js';

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'simulate.ts');

/** Starts the command line and waits until it has printed where its scale and its control listen. */
async function startCli(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', entry, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await expect.poll(() => stdout + stderr, { timeout: 30_000 }).toMatch(/Control on 127\.0\.0\.1:\d+/);
  const port = Number(/listening on 127\.0\.0\.1:(\d+)/.exec(stdout)![1]);
  const controlPort = Number(/Control on 127\.0\.0\.1:(\d+)/.exec(stdout)![1]);
  return { child, port, controlPort, exited, output: () => stdout, errors: () => stderr };
}

describe('npm run simulate', () => {
  it('runs a scale that its control port and stdin command, and stops on Ctrl-C', async () => {
    const cli = await startCli(['scale', '--protocol', 'toledo', '--port', '0', '--control-port', '0', '--no-cycle']);
    try {
      expect(cli.output()).toContain('Scale simulator (Mettler Toledo continuous) listening on 127.0.0.1:');
      const client = await connectIndicator(cli.port, toledoContinuousParser({ checksum: false }));
      expect(await client.freshFrame()).toMatchObject({ weightKg: 0, motion: false });
      const control = await connectLines(cli.controlPort);
      expect(await control.ask('weight 24680')).toBe('ok');
      expect(await client.freshFrame()).toMatchObject({ weightKg: 24680, motion: false });
      cli.child.stdin.write('motion on\n');
      await expect.poll(() => cli.output()).toMatch(/^ok$/m);
      expect(await client.freshFrame()).toMatchObject({ weightKg: 24680, motion: true });
      control.close();
      cli.child.kill('SIGINT');
      expect(await cli.exited).toBe(0);
      expect(cli.output()).toContain('Simulator stopped.');
      await client.closed;
    } finally {
      cli.child.kill('SIGKILL');
    }
  });

  it('runs a reader with its prefix and suffix', async () => {
    const cli = await startCli(['reader', '--port', '0', '--control-port', '0', '--prefix', 'ID:', '--suffix', ';']);
    try {
      const client = await connectLines(cli.port);
      const control = await connectLines(cli.controlPort);
      const read = client.nextLine();
      expect(await control.ask('card 4711')).toBe('ok');
      expect(await read).toBe('ID:4711;');
      control.close();
      cli.child.kill('SIGINT');
      expect(await cli.exited).toBe(0);
    } finally {
      cli.child.kill('SIGKILL');
    }
  });

  it('prints its usage when asked, and with the reason for an option it does not know', async () => {
    for (const asked of [['--help'], ['scale', '--help'], ['-h']]) {
      const result = await runSource('cli/simulate.ts', asked, {});
      expect({ asked, code: result.code, stderr: result.stderr }).toEqual({ asked, code: 0, stderr: '' });
      expect(result.stdout).toMatch(/^Usage: npm run simulate -- scale --protocol toledo\|sics\|sma\|ascii --port 4001/);
      expect(result.stdout).toContain('npm run simulate -- reader --port 4002');
    }
    const unknown = await runSource('cli/simulate.ts', ['scale', '--baud', '9600'], {});
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^Unknown option '--baud'.*\nUsage: npm run simulate -- scale/s);
  });

  it('explains an unknown protocol and exits non-zero', async () => {
    const result = await runSource('cli/simulate.ts', ['scale', '--protocol', 'modbus', '--port', '0'], {});
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^--protocol must be one of toledo, sics, sma, ascii\nUsage: npm run simulate -- scale/);
  });
});
