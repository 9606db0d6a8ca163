/**
 * The real server in a child process, on a data folder (embedded engine) or a PostgreSQL database of its
 * own, so that a test can kill it as a power cut would (SIGKILL) and start it again on the same data; on
 * PostgreSQL a second server may run beside it on the same database (`sharingDatabase`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseEngine } from '@weighbridge/contract/system';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/database.js';
import { copyFolder, createServerDatabase, makeTempDir } from './engines.js';
import { freePort } from './free-port.js';

const mainSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../main.ts');

export const ADMIN_PASSWORD = 'Quarry-Admin-2026';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where a child server keeps its data: the folder always (signing key, backups), and a database on PostgreSQL. */
export type ServerData = {
  engine: DatabaseEngine;
  dataDir: string;
  databaseUrl: string | undefined;
  env: Record<string, string>;
  /** Opens the data in this process, as the server would; only while no server runs on it (embedded). */
  open: () => Promise<Database>;
  dispose: () => Promise<void>;
};

/**
 * `env`: settings of the server beyond its data's, e.g. DOCUMENT_SIGNING_KEY or INSTANCE_NAME.
 * `from`: a copy of the run's migrated template (test/database-templates.ts), as a site's database after
 * its first start, or 'nothing' for a database that the server's first start must migrate.
 */
export async function newServerData(engine: DatabaseEngine, env: Record<string, string> = {}, from: 'template' | 'nothing' = 'template'): Promise<ServerData> {
  const dataDir = await makeTempDir('weighbridge-crash-');
  if (engine === 'postgres') return serverDataAt(engine, dataDir, await createServerDatabase(from === 'template' ? inject('serverTemplateUrl') : undefined), env);
  if (from === 'template') copyFolder(inject('embeddedTemplateDir'), dataDir);
  return serverDataAt(engine, dataDir, undefined, env);
}

/**
 * Another server's data on the same PostgreSQL database, as on a second machine: a data folder of its own
 * and the first one's settings with `env` over them (give both a DOCUMENT_SIGNING_KEY, as a site must).
 * Disposing of it leaves the database to the first one's dispose.
 */
export async function sharingDatabase(first: ServerData, env: Record<string, string> = {}): Promise<ServerData> {
  if (!first.databaseUrl) throw new Error('only servers on PostgreSQL share a database');
  const dataDir = await makeTempDir('weighbridge-instance-');
  return serverDataAt(first.engine, dataDir, { url: first.databaseUrl, drop: async () => {} }, { ...settingsOf(first), ...env });
}

/** A copy of stopped data, to run one attempt on while the original stays as it was. */
export async function copyServerData(original: ServerData): Promise<ServerData> {
  const dataDir = await makeTempDir('weighbridge-crash-');
  copyFolder(original.dataDir, dataDir);
  return serverDataAt(original.engine, dataDir, original.databaseUrl ? await createServerDatabase(original.databaseUrl) : undefined, settingsOf(original));
}

/** A server's settings apart from where its data is. */
function settingsOf(data: ServerData): Record<string, string> {
  return Object.fromEntries(Object.entries(data.env).filter(([name]) => name !== 'DATA_DIR' && name !== 'DATABASE_URL'));
}

function serverDataAt(
  engine: DatabaseEngine,
  dataDir: string,
  server: { url: string; drop: () => Promise<void> } | undefined,
  settings: Record<string, string> = {},
): ServerData {
  const env: Record<string, string> = { SITE_TIMEZONE: 'Europe/Ljubljana', ...settings, DATA_DIR: dataDir };
  if (server) env.DATABASE_URL = server.url;
  return {
    engine,
    dataDir,
    databaseUrl: server?.url,
    env,
    open: () => openDatabase({ dataDir, databaseUrl: server?.url }),
    dispose: async () => {
      await server?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type ChildServer = {
  base: string;
  process: ChildProcess;
  /** Resolves when the process has ended. */
  exited: Promise<void>;
  /** Kills the process with no chance to clean up and waits until it is gone. */
  kill: () => Promise<void>;
  /** Stops the server as an operator would (SIGTERM: it closes the database). */
  stop: () => Promise<void>;
};

async function healthy(base: string): Promise<boolean> {
  try {
    return (await fetch(`${base}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** Starts the server on a free port and waits until it answers; a port taken meanwhile makes it try another. */
export async function startChildServer(data: ServerData, timeoutMs = 120_000): Promise<ChildServer> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const started = await tryStart(data, await freePort(), timeoutMs);
    if (started !== 'port taken') return started;
  }
  throw new Error('five free ports were taken before the server could listen');
}

async function tryStart(data: ServerData, port: number, timeoutMs: number): Promise<ChildServer | 'port taken'> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', mainSource], {
    env: { ...process.env, LOG_LEVEL: 'silent', ADMIN_PASSWORD, HOST: '127.0.0.1', PORT: String(port), ...data.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let ended: string | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      ended = signal ?? `exit code ${code}`;
      resolve();
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (!(await healthy(base))) {
    if (ended) {
      if (stderr.includes('EADDRINUSE')) return 'port taken';
      throw new Error(`the server did not start (${ended}): ${stderr}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${timeoutMs} ms: ${stderr}`);
    }
    await sleep(50);
  }
  const ending = (signal: NodeJS.Signals) => async () => {
    if (!ended) child.kill(signal);
    await exited;
  };
  return { base, process: child, exited, kill: ending('SIGKILL'), stop: ending('SIGTERM') };
}

export type ApiAnswer<Body = unknown> = { status: number; body: Body };

/** A signed-in caller of a child server's API over real HTTP; the test names the answer's shape. */
export type Api = {
  token: string;
  call: <Body = unknown>(method: string, url: string, body?: unknown, headers?: Record<string, string>) => Promise<ApiAnswer<Body>>;
};

export async function signInAsAdmin(base: string): Promise<Api> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  return {
    token,
    call: async <Body>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Body };
    },
  };
}

/** Master data of a small pit: one material, loading area, polygon and destination, and trucks. */
export type Pit = { materialId: number; areaId: number; polygonId: number; stationId: number; vehicleIds: number[] };

export async function seedPit(api: Api, trucks: number): Promise<Pit> {
  const created = async (url: string, body: unknown): Promise<Record<string, number>> => {
    const answer = await api.call<{ data: Record<string, number> }>('POST', url, body);
    if (answer.status !== 201) throw new Error(`POST ${url} failed: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };
  const material = await created('/api/materials', { name: 'Gravel 16/32', registration_id: 'MAT-1632' });
  const area = await created('/api/loading-areas', { area_name: 'North Pit' });
  const polygon = await created('/api/polygons', { registration_id: 'N-01', loading_area_id: area.loading_area_id });
  const station = await created('/api/unloading-stations', { areaName: 'Primary Crusher' });
  const vehicleIds: number[] = [];
  for (let index = 0; index < trucks; index++) {
    const vehicle = await created('/api/vehicles', { registration_number: `KR ${100 + index} TR`, brand: 'Volvo', model: 'FMX' });
    vehicleIds.push(vehicle.vehicle_id!);
  }
  return { materialId: material.material_id!, areaId: area.loading_area_id!, polygonId: polygon.polygon_id!, stationId: station.station_id!, vehicleIds };
}

export function loadOf(pit: Pit, vehicleId: number, fullWeight: number) {
  return {
    vehicleId,
    rfidCardNumber: null,
    fullWeight,
    materialId: pit.materialId,
    polygonId: pit.polygonId,
    loadedAreaId: pit.areaId,
    unloadingStationId: pit.stationId,
    scaleId: 1,
    readerId: 1,
    driverId: null,
    notes: null,
  };
}
