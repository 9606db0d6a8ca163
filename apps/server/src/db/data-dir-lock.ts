/**
 * One process owns an embedded data folder. PGlite does not stop a second process from opening the
 * same files (which corrupts them), so the folder carries a lock file with the owner's process id.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`Data folder ${dataDir} is in use by process ${pid}`);
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock, or throws DataDirInUseError; a lock left by a dead process is taken over. */
export function lockDataDir(dataDir: string): { release: () => void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'weighbridge.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return {
        release: () => {
          if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner !== undefined && owner !== process.pid && isRunning(owner)) throw new DataDirInUseError(dataDir, owner);
      if (owner === process.pid) throw new DataDirInUseError(dataDir, owner);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock data folder ${dataDir}`);
}

function readOwner(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    return Number.isFinite(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}
