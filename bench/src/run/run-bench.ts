/** One run of the harness on one engine: every figure of the performance issue and the load run. */
import type { Database } from '@weighbridge/server/src/db/database.js';
import { BENCH_ADMIN, historyFacts, openTarget, type Target } from '../target.js';
import { ApiClient, chainWalked } from './api-client.js';
import { endpointFigures, timeEndpoints } from './dashboard-and-reports.js';
import { listFigures } from './documents-list.js';
import { exportFigures } from './export-figure.js';
import type { Figure } from './figures.js';
import { historyFigures } from './history-figure.js';
import { importFigures } from './import-figure.js';
import { instancesFigures } from './instances-figure.js';
import { loadFigures, runLoad } from './load-run.js';
import { timeNaive } from './naive-queries.js';
import { benchPeriods } from './periods.js';
import { commit, machine, readSections, type RunSection } from './results-file.js';
import { type ServerBuild, startServer } from './server-process.js';
import { scalesFigures } from './scales-figure.js';
import { readSite } from './site-info.js';
import { startupFigures } from './startup-figure.js';
import { operationsFigures, seedOperations } from './operations-figure.js';
import { seedStops, stopFiguresFigures } from './stops-figure.js';
import { ticketFigures } from './ticket-figure.js';
import { throughputFigures, runThroughput } from './weighing-throughput.js';
import { describeCheck, verifyWeighings, weighingCheckPassed } from './verify-weighings.js';
import { webBuildFigures } from './web-build-figure.js';

export type BenchOptions = {
  quick: boolean;
  build: ServerBuild;
  webDist: string;
  resultsFile: string;
  log: (line: string) => void;
  /** Only the import's, the scales', the ticket's, the export's, the instances' or the history's figures, merged into the engine's last full run (see results-file.ts). */
  only?: OnlySection;
  /** The history figure's smaller database (the target's is the larger), and the reference build it weighs through beside this one. */
  history?: { smallTarget: Target; referenceServer: string | undefined; referenceTarget: Target | undefined };
};

export const ONLY_SECTIONS = ['import', 'scales', 'tickets', 'export', 'instances', 'history', 'stops', 'operations'] as const;
export type OnlySection = (typeof ONLY_SECTIONS)[number];

const FULL = { calls: 30, historyCalls: 60, ticketCalls: 200, throughputClients: 16, throughputMs: 20_000, instancesClients: 16, instancesMs: 20_000, loadClients: 50, loadMs: 60_000, importRows: 100_000, importReferenceMs: 10_000, exportRows: 100_000, idleMs: 5000, scales: { latencyMs: 30_000, costMs: 30_000, settleMs: 3000 } };
const QUICK = { calls: 3, historyCalls: 3, ticketCalls: 5, throughputClients: 4, throughputMs: 2000, instancesClients: 4, instancesMs: 2000, loadClients: 8, loadMs: 3000, importRows: 300, importReferenceMs: 500, exportRows: 2000, idleMs: 500, scales: { latencyMs: 3000, costMs: 1000, settleMs: 500 } };

export async function runBench(target: Target, options: BenchOptions): Promise<RunSection> {
  const scale = options.quick ? QUICK : FULL;
  const { log } = options;
  const tz = target.config.siteTimeZone;
  const periods = benchPeriods(new Date(), tz);
  let database: Database | undefined = await openTarget(target);
  const { documents, years } = await historyFacts(database.db);
  log(`${target.engine} engine, ${documents.toLocaleString('en-US')} documents`);
  const section = (figures: Figure[], endpointP95: Record<string, number> = {}): RunSection =>
    ({ engine: target.engine, documents, quick: options.quick, date: runDate(), commit: commit(), machine: machine(), figures, endpointP95 });
  if (options.only === 'scales') {
    await database.close();
    log('7. scales');
    return section(await scalesFigures(target, options.build, options.webDist, scale.scales));
  }
  if (options.only === 'export') {
    await database.close();
    log('9. documents export');
    return section(await exportFigures(target, options.build, options.webDist, scale.exportRows));
  }
  if (options.only === 'instances') {
    await database.close();
    log('10. several instances');
    return section(await instancesFigures(target, options.build, options.webDist, scale.instancesClients, scale.instancesMs));
  }
  if (options.only === 'history') {
    await database.close();
    if (!options.history) throw new Error('--only history needs --small-database <DATABASE_URL of a smaller generated history>');
    log('11. history independence');
    const { smallTarget, referenceServer, referenceTarget } = options.history;
    const history = { build: options.build, webDist: options.webDist, calls: scale.historyCalls, clients: scale.throughputClients, throughputMs: scale.throughputMs, referenceServer };
    return section(await historyFigures({ small: smallTarget, large: target, reference: referenceTarget }, periods, history, log));
  }
  if (options.only === 'stops') {
    log('12. Stop Counter figures');
    const stops = await seedStops(database.db, log);
    await database.close();
    const server = await startServer(target, { build: options.build, webDist: options.webDist });
    try {
      const client = new ApiClient(server.url);
      await client.signIn(BENCH_ADMIN.username, BENCH_ADMIN.password);
      return section(await stopFiguresFigures(client, scale.calls, stops));
    } finally {
      await server.stop();
    }
  }
  if (options.only === 'operations') {
    log('13. Production and Drilling figures');
    const held = await seedOperations(database.db, tz, log);
    await database.close();
    const server = await startServer(target, { build: options.build, webDist: options.webDist });
    try {
      const client = new ApiClient(server.url);
      await client.signIn(BENCH_ADMIN.username, BENCH_ADMIN.password);
      await chainWalked(client);
      return section(await operationsFigures(client, scale.calls, held, documents));
    } finally {
      await server.stop();
    }
  }
  const onlyImport = options.only === 'import';
  const onlyTickets = options.only === 'tickets';
  // The embedded engine lets one process at a time open its folder: its GROUP BY references are timed before the server starts.
  const naiveFirst = target.engine === 'embedded' && !onlyImport && !onlyTickets ? await timeNaive(database, periods, tz, scale.calls) : undefined;
  if (target.engine === 'embedded' || onlyTickets) {
    await database.close();
    database = undefined;
  }

  const figures: Figure[] = [];
  const server = await startServer(target, { build: options.build, webDist: options.webDist });
  const signIn = (client: ApiClient) => client.signIn(BENCH_ADMIN.username, BENCH_ADMIN.password);
  let checks;
  try {
    const client = new ApiClient(server.url);
    await signIn(client);
    const site = await readSite(client);
    if (onlyImport) {
      log('4. import');
      figures.push(...(await importFigures(client, server, site, scale.importRows, scale.importReferenceMs)));
      return section(figures);
    }
    if (onlyTickets) {
      log('8. ticket PDF');
      return section(await ticketFigures(client, scale.ticketCalls));
    }
    log('1. dashboard and report endpoints');
    const naive = naiveFirst ?? (await timeNaive(database!, periods, tz, scale.calls));
    const endpointTimings = await timeEndpoints(client, periods, scale.calls, years);
    figures.push(...endpointFigures(endpointTimings, naive));
    log('2. documents list');
    const vehicleId = site.vehicleIds[0]!;
    const area = site.areas[0]!;
    const listSite = { vehicleId, materialId: site.materialIds[0]!, areaId: area.id, polygonId: area.polygonIds[0]!, searchText: site.registrations[1]!.slice(0, 6) };
    figures.push(...(await listFigures(client, listSite, periods[1]!, scale.calls)));
    // Measured while the server is quiet, listed after the scales (section 8).
    log('8. ticket PDF');
    const tickets = await ticketFigures(client, scale.ticketCalls);
    log('3. weighing throughput');
    const throughput = await runThroughput([server.url], signIn, site, scale.throughputClients, scale.throughputMs);
    log('load run');
    const load = await runLoad(server.url, signIn, site, periods, scale.loadClients, scale.loadMs);
    log('4. import');
    const importRows = await importFigures(client, server, site, scale.importRows, scale.importReferenceMs);
    checks = { throughput, load, importRows, tickets };
  } finally {
    await server.stop();
    if (onlyImport) await database?.close();
  }
  database ??= await openTarget(target);
  try {
    const throughputCheck = await verifyWeighings(database.db, checks.throughput.acked);
    figures.push(...throughputFigures(checks.throughput, describeCheck(throughputCheck), weighingCheckPassed(throughputCheck)));
    figures.push(...checks.importRows);
    const loadCheck = await verifyWeighings(database.db, checks.load.acked);
    figures.push(...loadFigures(checks.load, describeCheck(loadCheck), weighingCheckPassed(loadCheck)));
  } finally {
    await database.close();
  }
  log('5. start-up');
  figures.push(...(await startupFigures(target, options.build, options.webDist, scale.idleMs)));
  log('6. web build');
  figures.push(...webBuildFigures(options.webDist));
  log('7. scales');
  figures.push(...(await scalesFigures(target, options.build, options.webDist, scale.scales)));
  figures.push(...checks.tickets);
  log('9. documents export');
  figures.push(...(await exportFigures(target, options.build, options.webDist, scale.exportRows)));
  // Several servers share a database on PostgreSQL only; the embedded engine's folder is one process's.
  if (target.engine === 'postgres') {
    log('10. several instances');
    figures.push(...(await instancesFigures(target, options.build, options.webDist, scale.instancesClients, scale.instancesMs)));
  }

  const endpointP95 = Object.fromEntries(figures.filter((figure) => figure.section.startsWith('1.')).map((figure) => [figure.name, Number(/p95 ([\d.]+)/.exec(figure.value)![1])]));
  if (target.engine === 'embedded') holdToPostgres(figures, readSections(options.resultsFile).find((section) => section.engine === 'postgres'));
  return section(figures, endpointP95);
}

const runDate = () => new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

/** The embedded engine's budget for an endpoint is 3x the PostgreSQL server's p95 of the last PostgreSQL run. */
function holdToPostgres(figures: Figure[], postgres: RunSection | undefined): void {
  for (const figure of figures.filter((candidate) => candidate.section.startsWith('1.'))) {
    const reference = postgres?.endpointP95[figure.name];
    const p95 = Number(/p95 ([\d.]+)/.exec(figure.value)![1]);
    if (reference === undefined) {
      figure.budget = '<= 3x PostgreSQL p95 (no PostgreSQL run in results)';
      figure.verdict = '-';
    } else {
      figure.budget = `<= 3x PostgreSQL p95 (${reference.toFixed(1)} ms at ${postgres!.documents.toLocaleString('en-US')} documents)`;
      figure.verdict = p95 <= 3 * reference ? 'met' : 'NOT met';
    }
  }
}
