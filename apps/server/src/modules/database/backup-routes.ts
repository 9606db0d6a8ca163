/**
 * /api/backups (Settings / Backup & Restore): the list, backing up now, downloading, verifying and
 * restoring a backup; and the schedule, started with the server and stopped before it closes.
 */
import { createReadStream } from 'node:fs';
import {
  backupFileParamsSchema,
  backupsResponseSchema,
  restoreBackupRequestSchema,
  restoreBackupResponseSchema,
  startBackupResponseSchema,
  verifyBackupResponseSchema,
} from '@weighbridge/contract/backups';
import type { App } from '../../app-types.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { contentDisposition } from '../../lib/attachment.js';
import type { Clock } from '../../lib/clock.js';
import { actorOf, type RouteAccess } from '../../plugins/access.js';
import { createBackupJobs } from './backup-jobs.js';
import { type BackupScheduler, createBackupScheduler } from './backup-scheduler.js';
import { backupsAnswer, type BackupsContext, backupToDownload, restoreBackupFile, startBackup, verifyBackupFile } from './backups-service.js';

export type BackupRoutesDeps = {
  database: Database;
  clock: Clock;
  signingKey: string;
  config: Pick<Config, 'backupDir' | 'backupSchedule' | 'backupRetention' | 'siteTimeZone'>;
};

const viewers: RouteAccess = { permission: 'settings.backup.view' };

/** Answers the schedule, which tests move along with their clock. */
export function backupRoutes(app: App, deps: BackupRoutesDeps): BackupScheduler {
  const { database, clock, config } = deps;
  const jobs = createBackupJobs({ db: database.db, clock, backupDir: config.backupDir, signingKey: deps.signingKey, log: app.log });
  const scheduler = createBackupScheduler({
    database,
    jobs,
    clock,
    schedule: config.backupSchedule,
    timeZone: config.siteTimeZone,
    retention: config.backupRetention,
    backupDir: config.backupDir,
    log: app.log,
  });
  app.addHook('onReady', () => scheduler.start());
  app.addHook('preClose', () => scheduler.stop());
  const ctx: BackupsContext = {
    db: database.db,
    backupDir: config.backupDir,
    signingKey: deps.signingKey,
    jobs,
    scheduler,
    schedule: config.backupSchedule,
    retention: config.backupRetention,
    timeZone: config.siteTimeZone,
  };

  app.get('/api/backups', { config: { access: viewers }, schema: { response: { 200: backupsResponseSchema } } }, async () => backupsAnswer(ctx));

  app.post(
    '/api/backups',
    { config: { access: { permission: 'settings.database.backup' } }, schema: { response: { 202: startBackupResponseSchema } } },
    async (request, reply) => reply.status(202).send({ job: startBackup(ctx, actorOf(request)) }),
  );

  app.get(
    '/api/backups/:file',
    { config: { access: { permission: 'settings.database.backup' } }, schema: { params: backupFileParamsSchema } },
    async (request, reply) => {
      const file = await backupToDownload(ctx, request.params.file, actorOf(request));
      return reply
        .header('Content-Type', 'application/json')
        .header('Content-Disposition', contentDisposition('attachment', request.params.file))
        .send(createReadStream(file));
    },
  );

  app.post(
    '/api/backups/:file/verify',
    { config: { access: viewers }, schema: { params: backupFileParamsSchema, response: { 200: verifyBackupResponseSchema } } },
    async (request) => ({ data: await verifyBackupFile(ctx, request.params.file, actorOf(request)) }),
  );

  app.post(
    '/api/backups/:file/restore',
    {
      config: { access: { permission: 'settings.database.restore' } },
      schema: { params: backupFileParamsSchema, body: restoreBackupRequestSchema, response: { 200: restoreBackupResponseSchema } },
    },
    async (request) => restoreBackupFile(ctx, request.params.file, request.body.acceptAltered, actorOf(request)),
  );

  return scheduler;
}
