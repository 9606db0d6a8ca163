/**
 * Figure 11: what a screen costs does not depend on how many years of history the site has. The same
 * dashboard, report, list and search endpoints on two generated sizes, a server on each at once, their calls
 * taking turns (one on the small, one on the large) so that whatever else the machine does falls on both:
 * p95 at each size and their ratio (budget <= 1.3). Before them, the weighing throughput of section 3 on the
 * large history through a reference build (the previous commit's, --reference-server) and then through this
 * build. Neither writes to the large database itself: this build weighs on a copy made by the bench, the
 * reference on --reference-database, a copy made while the large database still held the reference's
 * report totals (a start recomputes totals whose definitions changed: minutes on a million documents).
 */
import { BENCH_ADMIN, benchTarget, historyFacts, readTarget, type Target } from '../target.js';
import { copyDatabase } from './database-copy.js';
import { ApiClient, chainWalked } from './api-client.js';
import { endpointPaths } from './dashboard-and-reports.js';
import { type Figure, ms, verdict } from './figures.js';
import type { Period } from './periods.js';
import { readSite, type SiteInfo } from './site-info.js';
import { type ServerBuild, startServer, type RunningServer } from './server-process.js';
import { timing } from './timing.js';
import { describeCheck, verifyWeighings, weighingCheckPassed } from './verify-weighings.js';
import { runThroughput, type ThroughputRun } from './weighing-throughput.js';

export const SECTION = '11. History independence';

/** The largest ratio of the large size's p95 to the small size's that an endpoint may have. */
const RATIO_BUDGET = 1.3;

/** `reference`: where the reference build weighs, a copy of the large database (else the large one itself). */
export type HistorySizes = { small: Target; large: Target; reference?: Target | undefined };
export type HistoryOptions = { build: ServerBuild; webDist: string; calls: number; clients: number; throughputMs: number; referenceServer: string | undefined };

type Endpoint = { name: string; path: (site: SiteInfo, years: Years) => string };
type Years = { first: number; last: number };

/** Searches as a scale house types them: plate, driver and material fragments of two and three characters, a whole plate, a number. */
const SEARCHES: [string, (site: SiteInfo) => string][] = [
  ['2-character plate fragment, every plate', () => 'KR'],
  ['2-character plate fragment, a few plates', (site) => site.registrations[5]!.slice(-2)],
  ['3-character driver fragment', () => 'Nov'],
  ['2-character driver fragment', () => 'ov'],
  ['3-character material fragment', () => 'Cla'],
  ['whole plate', (site) => site.registrations[1]!],
  ['document number', () => `SD-${new Date().getFullYear()}-0001`],
];

function endpoints(periods: Period[]): Endpoint[] {
  const list = (name: string, query: (site: SiteInfo) => string): Endpoint => ({ name: `list, ${name}`, path: (site) => `/api/scale-documents?page=1${query(site)}` });
  return [
    ...periods.flatMap((period) => endpointPaths(period).map((path): Endpoint => ({ name: `${period.name}: ${path.replace(/\?.*$/, '')}`, path: () => path }))),
    { name: 'This year: /api/reports/monthly-material', path: (_, years) => `/api/reports/monthly-material?year=${years.last}` },
    // A column per year asked for: the same years at both sizes, so that the answers are alike.
    { name: 'This year: /api/reports/annual-material', path: (_, years) => `/api/reports/annual-material?startYear=${years.last}&endYear=${years.last}` },
    list('page 1', () => ''),
    list('a vehicle', (site) => `&vehicleIds=${site.vehicleIds[0]}`),
    list('a material', (site) => `&materialIds=${site.materialIds[0]}`),
    list('a loading area', (site) => `&loadingAreaIds=${site.areas[0]!.id}`),
    list('this month', () => `&startDate=${periods[1]!.startDate}&endDate=${periods[1]!.endDate}`),
    { name: 'list, page 1,000', path: () => '/api/scale-documents?page=1000' },
    ...SEARCHES.map(([name, text]) => list(`search: ${name}`, (site) => `&search=${encodeURIComponent(text(site))}`)),
  ];
}

type SizeServer = { label: string; documents: number; years: Years; server: RunningServer; client: ApiClient; site: SiteInfo; chainWalkMs: number };

async function startSize(target: Target, options: HistoryOptions): Promise<SizeServer> {
  const facts = await databaseFacts(target);
  const started = performance.now();
  const server = await startServer(target, { build: options.build, webDist: options.webDist });
  const client = new ApiClient(server.url);
  await client.signIn(BENCH_ADMIN.username, BENCH_ADMIN.password);
  await chainWalked(client);
  const chainWalkMs = performance.now() - started;
  return { label: facts.documents.toLocaleString('en-US'), ...facts, server, client, site: await readSite(client), chainWalkMs };
}

/** How long each size's server took from its start to the end of its first chain walk: a cost that grows with the history, once per start. */
function chainWalkFigure(sizes: [SizeServer, SizeServer]): Figure {
  const [small, large] = sizes;
  return {
    section: SECTION,
    name: `Start to the end of the first ticket chain walk: ${large.label} vs ${small.label} documents`,
    value: `${(large.chainWalkMs / 1000).toFixed(1)} s`,
    reference: `${(small.chainWalkMs / 1000).toFixed(1)} s`,
    budget: '-',
    verdict: '-',
  };
}

async function databaseFacts(target: Target): Promise<{ documents: number; years: Years }> {
  const database = readTarget(target);
  try {
    return await historyFacts(database.db);
  } finally {
    await database.close();
  }
}

/** Times each endpoint on both sizes, the calls taking turns, after two untimed calls on each. */
async function timeBothSizes(sizes: [SizeServer, SizeServer], list: Endpoint[], calls: number): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const endpoint of list) {
    const samples: [number[], number[]] = [[], []];
    for (let call = -2; call < calls; call += 1) {
      for (const [index, size] of sizes.entries()) {
        const path = endpoint.path(size.site, size.years);
        const started = performance.now();
        await size.client.get(path);
        if (call >= 0) samples[index]!.push(performance.now() - started);
      }
    }
    const [small, large] = [timing(samples[0]), timing(samples[1])];
    const ratio = large.p95 / small.p95;
    figures.push({
      section: SECTION,
      name: `${endpoint.name}: ${sizes[1].label} vs ${sizes[0].label} documents`,
      value: `p95 ${ms(large.p95)} (p50 ${ms(large.p50)}), ratio ${ratio.toFixed(2)}`,
      reference: `p95 ${ms(small.p95)} (p50 ${ms(small.p50)})`,
      budget: `ratio <= ${RATIO_BUDGET}`,
      verdict: verdict(ratio <= RATIO_BUDGET),
    });
  }
  return figures;
}

async function throughputOn(target: Target, options: HistoryOptions, entry: string | undefined): Promise<ThroughputRun> {
  const server = await startServer(target, { build: options.build, webDist: options.webDist, ...(entry ? { entry } : {}) });
  try {
    const client = new ApiClient(server.url);
    await client.signIn(BENCH_ADMIN.username, BENCH_ADMIN.password);
    const site = await readSite(client);
    return await runThroughput([server.url], (session) => session.signIn(BENCH_ADMIN.username, BENCH_ADMIN.password), site, options.clients, options.throughputMs);
  } finally {
    await server.stop();
  }
}

/** The database check of section 3 after a run, on the database as the run's build left it. */
async function checkedOn(target: Target, run: ThroughputRun): Promise<string> {
  const database = readTarget(target);
  try {
    const check = await verifyWeighings(database.db, run.acked);
    return `${describeCheck(check)}${weighingCheckPassed(check) ? '' : ' (check failed)'}`;
  } finally {
    await database.close();
  }
}

export async function historyFigures(sizes: HistorySizes, periods: Period[], options: HistoryOptions, log: (line: string) => void): Promise<Figure[]> {
  // The weighings first: a reference build that cannot start is found before the long part.
  log('11. weighing throughput: the reference build, then this build on a copy of the large database');
  const throughput = await throughputFigure(sizes, options);
  const small = await startSize(sizes.small, options);
  try {
    const large = await startSize(sizes.large, options);
    try {
      log(`11. endpoints on ${small.label} and ${large.label} documents`);
      return [...(await timeBothSizes([small, large], endpoints(periods), options.calls)), chainWalkFigure([small, large]), throughput];
    } finally {
      await large.server.stop();
    }
  } finally {
    await small.server.stop();
  }
}

async function throughputFigure(sizes: HistorySizes, options: HistoryOptions): Promise<Figure> {
  const referenceTarget = sizes.reference ?? sizes.large;
  const reference = options.referenceServer ? await throughputOn(referenceTarget, options, options.referenceServer) : undefined;
  const referenceCheck = reference ? await checkedOn(referenceTarget, reference) : '';
  const copy = await copyDatabase(sizes.large.env.DATABASE_URL!, 'weighing');
  try {
    const copied = benchTarget('postgres', { ...sizes.large.env, DATABASE_URL: copy.url });
    const documents = (await databaseFacts(copied)).documents;
    const current = await throughputOn(copied, options, undefined);
    const rate = (run: ThroughputRun) => `${run.perSecond.toFixed(0)} weighings/s, p99 ${ms(run.p99)} (${run.weighings} weighings)`;
    return {
      section: SECTION,
      name: `Weighing throughput, ${current.clients} clients, ${current.seconds.toFixed(0)} s, ${documents.toLocaleString('en-US')} documents`,
      value: `${rate(current)}; ${await checkedOn(copied, current)}`,
      reference: reference ? `reference build: ${rate(reference)}; ${referenceCheck}` : 'no --reference-server given',
      budget: '>= 300/s, p99 <= 100.0 ms',
      verdict: verdict(current.perSecond >= 300 && current.p99 <= 100),
    };
  } finally {
    await copy.drop();
  }
}
