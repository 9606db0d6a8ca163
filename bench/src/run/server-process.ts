/**
 * Starts the production server (node apps/server/dist/main.js) on the bench's database as a child
 * process on a free port of 8401-8420, and reads its memory and CPU time from /proc. `source` runs the same server
 * from its TypeScript source instead, for the CI smoke, which runs before anything is built.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '@weighbridge/server/src/test/free-port.js';
import { REPO_ROOT, type Target } from '../target.js';

export type ServerBuild = 'dist' | 'source';

export type RunningServer = {
  url: string;
  pid: number;
  /** From spawn to the first healthy answer of /api/health. */
  startupMs: number;
  /** Kilobytes from /proc/<pid>/status: VmHWM (peak resident) or VmRSS (resident now). */
  memoryKb: (field: 'VmHWM' | 'VmRSS') => number;
  /** CPU time the server has used so far, user and system, all its threads, in ms (/proc/<pid>/stat). */
  cpuMs: () => number;
  stop: () => Promise<void>;
};

/**
 * `env`: settings of this server beyond the target's, e.g. INSTANCE_NAME for one of several. `entry`: another
 * build's apps/server/dist/main.js (a checkout of an earlier commit, built), to measure beside this one.
 */
export async function startServer(
  target: Target,
  options: { build: ServerBuild; webDist: string; env?: Record<string, string>; entry?: string },
): Promise<RunningServer> {
  const entry = options.entry ? [options.entry] : options.build === 'dist' ? ['apps/server/dist/main.js'] : ['--import', 'tsx', '--conditions=source', 'apps/server/src/main.ts'];
  if (options.entry && !fs.existsSync(options.entry)) throw new Error(`No server build at ${options.entry}`);
  if (!options.entry && options.build === 'dist' && !fs.existsSync(path.join(REPO_ROOT, 'apps/server/dist/main.js'))) {
    throw new Error('The production server is not built: run npm run build first (or pass --server source).');
  }
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, entry, {
    cwd: REPO_ROOT,
    env: {
      ...target.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: options.webDist,
      // The bench signs in once per client; the production limits are for people.
      LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '100000',
      LOGIN_MAX_FAILURES_PER_USERNAME: '100000',
      NODE_ENV: 'production',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url, child, () => output);
  const startupMs = performance.now() - started;
  return {
    url,
    pid: child.pid!,
    startupMs,
    memoryKb: (field) => readMemoryKb(child.pid!, field),
    cpuMs: () => readCpuMs(child.pid!),
    stop: () => stopChild(child),
  };
}

async function waitHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not become healthy in 120 s:\n${output()}`);
}

export function readMemoryKb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match ? Number(match[1]) : Number.NaN;
}

/** Clock ticks a second, the unit of /proc/<pid>/stat's times (100 on Linux almost everywhere). */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** utime + stime (fields 14 and 15) of /proc/<pid>/stat; counted after the command's ')' since it may hold spaces. */
export function readCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (the state), so field n is fields[n - 3].
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
