/** Builds the HTTP application: plugins, then every module's routes, then the web app. */
import swagger from '@fastify/swagger';
import Fastify, { type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from './app-types.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { type Clock, systemClock } from './lib/clock.js';
import { createLoginThrottle } from './modules/auth/login-throttle.js';
import { auditLogRoutes } from './modules/audit-log/routes.js';
import { authRoutes } from './modules/auth/routes.js';
import { createAuthService } from './modules/auth/service.js';
import { twoFactorRoutes } from './modules/auth/two-factor-routes.js';
import { createTwoFactorService } from './modules/auth/two-factor-service.js';
import { backupRoutes } from './modules/database/backup-routes.js';
import type { BackupScheduler } from './modules/database/backup-scheduler.js';
import { databaseRoutes } from './modules/database/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { driverRoutes } from './modules/drivers/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { importRoutes } from './modules/import/routes.js';
import { BATCH_PLANS } from './modules/import/batch-size.js';
import { resumeUnfinishedRuns, takeOverStalledRuns } from './modules/import/run-writing.js';
import { projectDocumentRoutes } from './modules/project-documents/routes.js';
import { loadingAreaRoutes } from './modules/loading-areas/routes.js';
import { materialRoutes } from './modules/materials/routes.js';
import { monitoringRoutes } from './modules/monitoring/routes.js';
import { permissionRoutes } from './modules/permissions/routes.js';
import { reportRoutes } from './modules/reports/routes.js';
import { roleRoutes } from './modules/roles/routes.js';
import { syncBuiltInRoles } from './modules/roles/service.js';
import { createDeviceConnections, type DeviceConnections } from './modules/scales/device-connections.js';
import { liveRoutes } from './modules/scales/live-routes.js';
import { readerRoutes } from './modules/scales/reader-routes.js';
import { scaleRoutes } from './modules/scales/routes.js';
import { sessionRoutes } from './modules/sessions/routes.js';
import { signInLockoutRoutes } from './modules/sign-in-lockouts/routes.js';
import { unloadingStationRoutes } from './modules/unloading-stations/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { vehicleRoutes } from './modules/vehicles/routes.js';
import { registerAccessControl, type RouteEntry } from './plugins/access.js';
import { answerUnroutable, describeRoute, registerErrorHandling } from './plugins/errors.js';
import { requireFieldLabels } from './plugins/field-labels.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerSecurity, securityHeaderSetter } from './plugins/security.js';
import { registerWebApp } from './web/static.js';
import { documentSigningKeySource, loadDocumentSigningKey } from './lib/document-signing-key.js';
import { ensureRollupTimeZone } from './modules/rollups/time-zone.js';
import { unsetSiteSettingsText } from '@weighbridge/contract/site';
import { readSiteProfile, seedSiteProfile } from './modules/site/profile.js';
import { siteTimeZoneAtStart } from './modules/site/time-zone.js';
import { documentChainRoutes } from './modules/scale-documents/chain-routes.js';
import { createChainWatch } from './modules/scale-documents/chain-watch.js';
import { scaleDocumentRoutes } from './modules/scale-documents/routes.js';
import { checkSigningKey } from './ledger/signing-key.js';
import { siteRoutes } from './modules/site/routes.js';
import { workstationRoutes } from './modules/workstations/routes.js';
import { drillingRoutes } from './modules/drilling/routes.js';
import { equipmentRoutes } from './modules/equipment/routes.js';
import { seedStopReasons } from './modules/stops/reasons.js';
import { createOfflineDetector, type OfflineDetector } from './modules/stops/offline-detector.js';
import { stopRoutes } from './modules/stops/routes.js';
import { productionRoutes } from './modules/production/routes.js';
import { appearanceRoutes } from './modules/appearance/routes.js';
import { ticketRoutes } from './modules/tickets/routes.js';
import type { WeighingContext } from './db/weighing-context.js';
import { weighingRoutes } from './modules/weighing/routes.js';

export type AppOptions = {
  config: Config;
  database: Database;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app; none in API tests. */
  webDist?: string;
};

/**
 * `devices`: the connections to the scales' indicators and the card readers, which the weighing reads.
 * `backups`: the backup schedule, which a test moves along with its clock.
 */
export type BuiltApp = { app: App; routes: RouteEntry[]; devices: DeviceConnections; backups: BackupScheduler; offlineStops: OfflineDetector };

export async function buildApp(options: AppOptions): Promise<BuiltApp> {
  const { database } = options;
  let { config } = options;
  const clock = options.clock ?? systemClock;
  const setSecurityHeaders = securityHeaderSetter({ frameOrigin: config.monitoringUrl && new URL(config.monitoringUrl).origin });
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    frameworkErrors: answerUnroutable(setSecurityHeaders),
    trustProxy: config.trustProxy,
    // A line per request only when debugging: a busy scale house would fill the log otherwise.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const throttle = createLoginThrottle({
    db: database.db,
    clock,
    maxAttemptsPerAddress: config.loginMaxAttemptsPerAddress,
    maxFailuresPerUsername: config.loginMaxFailuresPerUsername,
    windowMs: config.loginWindowMs,
  });
  const sessionPolicy = { idleMs: config.sessionIdleMs, maxAgeMs: config.sessionMaxAgeMs };
  const auth = createAuthService({
    db: database.db,
    clock,
    policy: sessionPolicy,
    throttle,
  });
  // The site's name as it is when a user sets up their app, which shows it beside the codes.
  const twoFactor = createTwoFactorService({ db: database.db, clock, throttle, issuer: async () => (await readSiteProfile(database.db)).name });
  const routes: RouteEntry[] = [];
  const keyOptions = { configured: config.documentSigningKey, dataDir: config.dataDir };
  const signingKey = loadDocumentSigningKey(keyOptions);
  await checkSigningKey(database.db, signingKey, documentSigningKeySource(keyOptions));
  if (database.reportTotals === 'recomputed') app.log.info('report totals recomputed: their definitions in report-totals.sql changed');
  // The built-in roles' grants are the contract's matrix: an upgrade that changes it applies here.
  await syncBuiltInRoles(database.db);
  await seedStopReasons(database.db);
  const siteTimeZone = await siteTimeZoneAtStart(database.db, { zone: config.siteTimeZone, given: config.siteTimeZoneGiven }, clock.now());
  // From here on every part of the server counts days in the site's zone, whatever this server was given.
  config = { ...config, siteTimeZone };
  const rollups = await ensureRollupTimeZone(database.db, siteTimeZone);
  if (rollups === 'rebuilt') app.log.info({ timeZone: siteTimeZone }, 'report totals rebuilt for the site time zone');
  const unset = await seedSiteProfile(database.db, config.siteDefaults);
  if (unset.length) app.log.info({ unset }, `${unsetSiteSettingsText(unset)} An administrator sets them on Settings / System (/settings/system).`);

  registerSecurity(app, setSecurityHeaders);
  registerMetrics(app, { instanceName: config.instanceName });
  registerErrorHandling(app, { auth });
  requireFieldLabels(app);
  registerAccessControl(app, { db: database.db, auth, routes });
  await app.register(swagger, {
    openapi: { info: { title: 'Weighbridge operations API', version: '1.0.0' } },
    transform: describeRoute,
  });
  app.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());

  const devices = createDeviceConnections({ db: database.db, newSession: database.newSession, log: app.log });
  healthRoutes(app, { database, devices, instanceName: config.instanceName });
  authRoutes(app, { auth });
  twoFactorRoutes(app, { auth, twoFactor });
  permissionRoutes(app);
  userRoutes(app, { db: database.db, clock });
  roleRoutes(app, { db: database.db });
  vehicleRoutes(app, { db: database.db });
  driverRoutes(app, { db: database.db, signingKey, clock });
  materialRoutes(app, { db: database.db });
  loadingAreaRoutes(app, { db: database.db });
  unloadingStationRoutes(app, { db: database.db });
  // Opened once the database is ready; closed before the server waits for open requests (live streams) to end.
  app.addHook('onReady', () => devices.start());
  app.addHook('preClose', () => devices.stop());
  scaleRoutes(app, { db: database.db, devices });
  readerRoutes(app, { db: database.db, devices });
  workstationRoutes(app, { db: database.db });
  equipmentRoutes(app, { db: database.db });
  stopRoutes(app, { db: database.db, clock, siteTimeZone: config.siteTimeZone });
  productionRoutes(app, { db: database.db, clock, siteTimeZone: config.siteTimeZone });
  drillingRoutes(app, { db: database.db, clock, siteTimeZone: config.siteTimeZone });
  const offlineStops = createOfflineDetector({ db: database.db, scales: devices, clock, offlineAfterMs: config.indicatorOfflineStopMs, log: app.log });
  app.addHook('onReady', () => offlineStops.start());
  app.addHook('onClose', () => offlineStops.stop());
  liveRoutes(app, { devices, auth });
  const weighing: WeighingContext = {
    db: database.db,
    clock,
    siteTimeZone: config.siteTimeZone,
    scaleCapacityKg: config.scaleCapacityKg,
    taraMaxAgeDays: config.taraMaxAgeDays,
    signingKey,
  };
  weighingRoutes(app, { ...weighing, devices });
  scaleDocumentRoutes(app, weighing);
  // Checked at start and on a schedule; stopped before the database closes.
  const chainWatch = createChainWatch({ db: database.db, signingKey, backupDir: config.backupDir, clock, log: app.log });
  documentChainRoutes(app, chainWatch);
  app.addHook('onReady', async () => chainWatch.start());
  app.addHook('onClose', () => chainWatch.stop());
  ticketRoutes(app, {
    db: database.db,
    clock,
    signingKey,
    siteTimeZone: config.siteTimeZone,
  });
  importRoutes(app, weighing, database.engine);
  databaseRoutes(app, { db: database.db, clock, backupDir: config.backupDir, signingKey });
  const backups = backupRoutes(app, { database, clock, signingKey, config });
  auditLogRoutes(app, { db: database.db, siteTimeZone: config.siteTimeZone });
  signInLockoutRoutes(app, { db: database.db, throttle });
  sessionRoutes(app, { db: database.db, clock, policy: sessionPolicy });
  monitoringRoutes(app, {
    db: database.db,
    clock,
    siteTimeZone: config.siteTimeZone,
    engine: database.engine,
    monitoringUrl: config.monitoringUrl,
    metricsToken: config.metricsToken,
  });
  dashboardRoutes(app, { db: database.db, clock, config });
  reportRoutes(app, { db: database.db, clock, config });
  siteRoutes(app, { db: database.db, clock });
  appearanceRoutes(app, { db: database.db, clock });
  projectDocumentRoutes(app);

  if (options.webDist) await registerWebApp(app, options.webDist);
  // With several servers on one database, imports whose server died while this one runs are written here.
  if (database.engine === 'postgres') {
    const stopTakingOver = takeOverStalledRuns(weighing, BATCH_PLANS[database.engine], app.log);
    app.addHook('onClose', async () => stopTakingOver());
  }
  await app.ready();
  // Imports accepted before the server stopped or died are written to their end, in the background.
  void resumeUnfinishedRuns(weighing, BATCH_PLANS[database.engine], app.log);
  return { app, routes, devices, backups, offlineStops };
}
