/**
 * Backups written by the server itself, one at a time: on demand from the page (in the background, its
 * progress followed by GET /api/backups) and on schedule. A backup on demand while another is being
 * written is refused; a scheduled one waits its turn.
 */
import { randomUUID } from 'node:crypto';
import { BACKUP_BUSY_MESSAGE, type BackupJob } from '@weighbridge/contract/backups';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { type BackupActor, backUpNow, type BackUpNowOptions, type WrittenBackup } from './backup.js';

type JobOptions = Omit<BackUpNowOptions, 'dir' | 'createdAt' | 'signingKey' | 'onProgress'>;

export type BackupJobs = {
  /** Starts a backup on demand and answers it as it starts; its outcome is audited and kept as the last job. */
  start: (actor: BackupActor) => BackupJob;
  /** Writes a backup once none is being written, and answers it once written. */
  run: (options: JobOptions) => Promise<WrittenBackup>;
  /** The backup being written, or the last one written since the server started. */
  current: () => BackupJob | null;
  /** Resolves once no backup is being written. */
  idle: () => Promise<void>;
};

export function createBackupJobs(deps: { db: Db; clock: Clock; backupDir: string; signingKey: string; log: FastifyBaseLogger }): BackupJobs {
  let job: BackupJob | null = null;
  let running: Promise<void> | undefined;

  function begin(options: JobOptions): { job: BackupJob; written: Promise<WrittenBackup> } {
    const createdAt = deps.clock.now();
    const started: BackupJob = {
      id: randomUUID(),
      reason: options.reason,
      state: 'running',
      startedAt: createdAt.toISOString(),
      finishedAt: null,
      tablesDone: 0,
      tablesTotal: 0,
      rowsDone: 0,
      rowsTotal: 0,
      file: null,
      error: null,
    };
    job = started;
    const written = backUpNow(deps.db, { ...options, dir: deps.backupDir, createdAt, signingKey: deps.signingKey, onProgress: (progress) => Object.assign(started, progress) }).then(
      (backup) => {
        Object.assign(started, { state: 'done', file: backup.file, finishedAt: deps.clock.now().toISOString() });
        return backup;
      },
      (error: unknown) => {
        Object.assign(started, { state: 'failed', error: (error as Error).message, finishedAt: deps.clock.now().toISOString() });
        throw error;
      },
    );
    const finished: Promise<void> = written.then(
      () => undefined,
      () => undefined,
    ).then(() => {
      if (running === finished) running = undefined;
    });
    running = finished;
    return { job: started, written };
  }

  const idle = async () => {
    while (running) await running;
  };

  return {
    start: (actor) => {
      if (running) throw new AppError('CONFLICT', BACKUP_BUSY_MESSAGE);
      const { job: started, written } = begin({ reason: 'manual', actor });
      written.catch((error: unknown) => deps.log.error({ err: error }, 'the backup on demand failed'));
      return { ...started };
    },
    run: async (options) => {
      await idle();
      return begin(options).written;
    },
    current: () => (job ? { ...job } : null),
    idle,
  };
}
