/**
 * Figure 10: weighing throughput with two server instances on one PostgreSQL database, next to one
 * instance measured in the same run: the same clients (tara + load, each with trucks of its own) for the
 * same time, taking turns between the instances, and after each run every acknowledged weighing checked in
 * the database (there once, under its number; the numbers unique and without gaps).
 */
import { BENCH_ADMIN, openTarget, type Target } from '../target.js';
import { ApiClient } from './api-client.js';
import { type Figure, ms, verdict } from './figures.js';
import { type RunningServer, type ServerBuild, startServer } from './server-process.js';
import { readSite } from './site-info.js';
import { describeCheck, verifyWeighings, weighingCheckPassed } from './verify-weighings.js';
import { runThroughput, type ThroughputRun } from './weighing-throughput.js';

export const SECTION = '10. Several instances on one PostgreSQL';

const signIn = (client: ApiClient) => client.signIn(BENCH_ADMIN.username, BENCH_ADMIN.password);

type Measured = { run: ThroughputRun; check: string; passed: boolean };

export async function instancesFigures(target: Target, build: ServerBuild, webDist: string, clients: number, durationMs: number): Promise<Figure[]> {
  if (target.engine !== 'postgres') throw new Error('Several instances share a PostgreSQL server; the embedded engine is one process');
  const one = await measure(target, { build, webDist }, 1, clients, durationMs);
  const two = await measure(target, { build, webDist }, 2, clients, durationMs);
  const line = (instances: number, measured: Measured, reference: string): Figure[] => [
    {
      section: SECTION,
      name: `${instances} instance${instances > 1 ? 's' : ''}, ${clients} clients, ${measured.run.seconds.toFixed(0)} s: tara + record-load`,
      value: `${measured.run.perSecond.toFixed(0)} weighings/s, p99 ${ms(measured.run.p99)} (${measured.run.weighings} weighings)`,
      reference,
      budget: '-',
      verdict: '-',
    },
    {
      section: SECTION,
      name: `Weighings after the ${instances}-instance run (checked in the database)`,
      value: measured.check,
      reference: '-',
      budget: 'zero lost or doubled, no duplicate numbers or gaps',
      verdict: verdict(measured.passed),
    },
  ];
  const me = (run: ThroughputRun) => `/api/auth/me under load p50 ${ms(run.me.p50)} / p99 ${ms(run.me.p99)}`;
  return [...line(1, one, me(one.run)), ...line(2, two, `1 instance: ${one.run.perSecond.toFixed(0)} weighings/s, p99 ${ms(one.run.p99)}`)];
}

/** Starts `instances` servers on the database, weighs through them, stops them and checks what they acknowledged. */
async function measure(target: Target, options: { build: ServerBuild; webDist: string }, instances: number, clients: number, durationMs: number): Promise<Measured> {
  const servers: RunningServer[] = [];
  let run: ThroughputRun;
  try {
    // One after the other: each runs the migrations' check and the start-up under the same lock anyway.
    for (let index = 1; index <= instances; index += 1) servers.push(await startServer(target, { ...options, env: { INSTANCE_NAME: `bench-${index}` } }));
    const client = new ApiClient(servers[0]!.url);
    await signIn(client);
    const site = await readSite(client);
    run = await runThroughput(
      servers.map((server) => server.url),
      signIn,
      site,
      clients,
      durationMs,
    );
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
  const database = await openTarget(target);
  try {
    const check = await verifyWeighings(database.db, run.acked);
    return { run, check: describeCheck(check), passed: weighingCheckPassed(check) };
  } finally {
    await database.close();
  }
}
