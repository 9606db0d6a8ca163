/**
 * The backups in BACKUP_DIR: listed from their headers, found by name, and the schedule's old ones
 * deleted. A name reaches the folder only if it is a backup's name (the contract's BACKUP_FILE_NAME:
 * no folder, no `..`), and only a plain file of the folder itself is read.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Backup, BACKUP_FILE_NAME } from '@weighbridge/contract/backups';
import { REFUSALS_WITH_VALUES } from '@weighbridge/contract/refusals';
import { AppError } from '../../lib/errors.js';
import { BackupFileError, isAuthenticatedFormat, readBackupHeader, reasonOf } from './backup-file.js';

/** Every backup of the folder, newest first; a file that cannot be read as a backup is listed with its problem. */
export async function listBackups(dir: string): Promise<Backup[]> {
  const names = (await namesIn(dir)).filter((name) => BACKUP_FILE_NAME.test(name));
  const backups = await Promise.all(names.map((name) => describe(dir, name)));
  return backups.filter((backup) => backup !== undefined).sort((a, b) => newestFirst(a, b));
}

async function namesIn(dir: string): Promise<string[]> {
  try {
    return await fs.readdir(dir);
  } catch (error) {
    // No backup written yet: the folder is made by the first one (if it can be: a failed backup says why not).
    if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return [];
    throw error;
  }
}

async function describe(dir: string, name: string): Promise<Backup | undefined> {
  const file = path.join(dir, name);
  const stat = await fs.lstat(file).catch(() => undefined);
  if (!stat?.isFile()) return undefined;
  const unread = { file: name, sizeBytes: stat.size, createdAt: null, reason: null, counts: null, hasAuthenticationCode: false };
  try {
    const header = await readBackupHeader(file);
    return {
      ...unread,
      createdAt: header.createdAt,
      reason: reasonOf(header),
      counts: header.counts,
      hasAuthenticationCode: isAuthenticatedFormat(header),
      problem: null,
    };
  } catch (error) {
    if (!(error instanceof BackupFileError)) throw error;
    return { ...unread, problem: error.message.replace(file, name) };
  }
}

function newestFirst(a: Backup, b: Backup): number {
  return (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.file.localeCompare(a.file);
}

/** The path of a backup of the folder by its name; 404 when there is none. */
export async function backupPath(dir: string, name: string): Promise<string> {
  const file = path.join(dir, name);
  const stat = BACKUP_FILE_NAME.test(name) && path.dirname(file) === dir ? await fs.lstat(file).catch(() => undefined) : undefined;
  if (!stat?.isFile()) throw new AppError('NOT_FOUND', REFUSALS_WITH_VALUES.noBackup(name));
  return file;
}

/**
 * Deletes the scheduled backups beyond the newest `keep` of them and answers their names; backups written
 * on demand or before a clear are never deleted.
 */
export async function deleteOldScheduledBackups(dir: string, keep: number): Promise<string[]> {
  const scheduled = (await listBackups(dir)).filter((backup) => backup.reason === 'scheduled');
  const old = scheduled.slice(keep).map((backup) => backup.file);
  for (const name of old) await fs.rm(path.join(dir, name), { force: true });
  return old;
}
