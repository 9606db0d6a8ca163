/**
 * Scheduled backups (BACKUP_SCHEDULE, on the site's clock): the server looks every half minute whether a
 * backup has fallen due on the clock it is given, and writes it, keeping the newest BACKUP_RETENTION of
 * them. A due time passed while no server ran is caught up at the next start.
 *
 * Several servers may share one PostgreSQL database: one of them takes each backup. The one holding the
 * advisory lock looks in the audit trail whether the due time was already dealt with (by anyone) and
 * records its own attempt there, success or failure, before it lets go of the lock.
 *
 * A due time while the database holds no business record yet (a fresh install's first start, or a
 * database just cleared) is skipped, with a line in the log: a backup of nothing restores nothing. It is
 * looked at again at each check, so the site's first records are backed up within a check, not a day later.
 */
import type { FastifyBaseLogger } from 'fastify';
import { BACKUP_SCHEDULE_LOCK_ID } from '../../db/advisory-locks.js';
import type { Database } from '../../db/database.js';
import { type BackupSchedule, latestSlot, nextSlot } from '../../lib/backup-schedule.js';
import type { Clock } from '../../lib/clock.js';
import { backupLastSuccess } from '../../metrics/metrics.js';
import { deleteOldScheduledBackups } from './backup-folder.js';
import type { BackupJobs } from './backup-jobs.js';
import { holdsBusinessRecords, lastScheduledBackup, SCHEDULED_BACKUP_ENTITY, scheduledBackupRecorded } from './repository.js';

const CHECK_EVERY_MS = 30_000;
/** The audit trail names the schedule as the actor of its backups. */
export const SCHEDULE_ACTOR = 'schedule';

export type BackupScheduler = {
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** Looks whether a backup is due now and writes it; resolves once that is done (tests move the clock and call it). */
  tick: () => Promise<void>;
  /** When the next backup is due; undefined when the schedule is off. */
  nextAt: () => Date | undefined;
};

export type BackupSchedulerDeps = {
  database: Database;
  jobs: BackupJobs;
  clock: Clock;
  schedule: BackupSchedule;
  timeZone: string;
  retention: number;
  backupDir: string;
  log: FastifyBaseLogger;
};

export function createBackupScheduler(deps: BackupSchedulerDeps): BackupScheduler {
  const { database, schedule, timeZone, clock, log } = deps;
  /** The latest due time this server has dealt with, taken or found taken by another. */
  let handled: number | undefined;
  /** The latest due time skipped for an empty database, so that the log says so once. */
  let skippedEmpty: number | undefined;
  let checks: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  async function takeDueBackup(): Promise<void> {
    const slot = latestSlot(schedule, clock.now(), timeZone);
    if (!slot || (handled !== undefined && slot.getTime() <= handled)) return;
    const handledBefore = handled;
    handled = slot.getTime();
    await database.runAlone(BACKUP_SCHEDULE_LOCK_ID, async () => {
      if (await scheduledBackupRecorded(database.db, slot)) return;
      if (!(await holdsBusinessRecords(database.db))) {
        handled = handledBefore;
        if (skippedEmpty !== slot.getTime()) log.info({ slot: slot.toISOString() }, 'scheduled backup skipped: the database holds no business records yet');
        skippedEmpty = slot.getTime();
        return;
      }
      await deps.jobs.run({
        reason: 'scheduled',
        actor: SCHEDULE_ACTOR,
        record: { entityType: SCHEDULED_BACKUP_ENTITY, entityId: slot.toISOString() },
        afterWrite: keepNewest,
      });
    });
  }

  async function keepNewest(): Promise<Record<string, unknown>> {
    try {
      return { deleted: await deleteOldScheduledBackups(deps.backupDir, deps.retention) };
    } catch (error) {
      log.error({ err: error }, 'old scheduled backups could not be deleted');
      return { deleted: [], retentionError: (error as Error).message };
    }
  }

  const tick = () => {
    checks = checks.then(() =>
      // A failed backup is in the audit trail and the metrics already; what is left is for the log.
      takeDueBackup().catch((error: unknown) => log.error({ err: error }, 'the scheduled backup failed')),
    );
    return checks;
  };

  return {
    start: async () => {
      const last = await lastScheduledBackup(database.db, 'success');
      if (last) backupLastSuccess.set({ reason: 'scheduled' }, last.at.getTime() / 1000);
      if (schedule.kind === 'off') return;
      timer = setInterval(() => void tick(), CHECK_EVERY_MS);
      timer.unref();
      void tick();
    },
    stop: async () => {
      clearInterval(timer);
      await checks;
      await deps.jobs.idle();
    },
    tick,
    nextAt: () => nextSlot(schedule, clock.now(), timeZone),
  };
}
