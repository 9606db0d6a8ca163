import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../test/engines.js';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.js';
import { openDatabase } from './database.js';

describe('the embedded data folder lock', () => {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('refuses a folder whose lock is held by a running process, naming that process', async () => {
    const dir = await makeTempDir();
    const holder = spawn('sleep', ['30']);
    cleanups.push(() => holder.kill());
    fs.writeFileSync(path.join(dir, 'weighbridge.lock'), String(holder.pid));
    expect(() => lockDataDir(dir)).toThrow(new DataDirInUseError(dir, holder.pid!));
    expect(() => lockDataDir(dir)).toThrow(`Data folder ${dir} is in use by process ${holder.pid}`);
  });

  it('takes over a lock left by a process that has ended', async () => {
    const dir = await makeTempDir();
    const ended = spawn('true');
    await new Promise((resolve) => ended.on('close', resolve));
    fs.writeFileSync(path.join(dir, 'weighbridge.lock'), String(ended.pid));
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'weighbridge.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'weighbridge.lock'))).toBe(false);
  });

  it('does not let a second database open an embedded folder that is open', async () => {
    const dir = await makeTempDir();
    const first = await openDatabase({ dataDir: dir });
    cleanups.push(() => first.close());
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/is in use by process/);
  });
});
