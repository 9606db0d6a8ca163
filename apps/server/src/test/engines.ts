/**
 * The database engines every API test runs on: always the embedded engine, and the PostgreSQL server
 * too when TEST_DATABASE_URL is set. Each test database is new and thrown away afterwards.
 */
import { accessSync, constants, cpSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { DatabaseEngine } from '@weighbridge/contract/system';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/database.js';

/** What the run's global set-up (test/database-templates.ts) hands every test file. */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated embedded data folder that test databases are copies of. */
    embeddedTemplateDir: string;
    /** The migrated database on the server that test databases are created from, when TEST_DATABASE_URL is set. */
    serverTemplateUrl: string | undefined;
  }
}

export const ENGINES: DatabaseEngine[] = process.env.TEST_DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];

export type TestDatabase = {
  /** Reopened by a test that restarts on the same database; dispose closes the one open now. */
  database: Database;
  dataDir: string;
  databaseUrl: string | undefined;
  dispose: () => Promise<void>;
};

/**
 * Where tests keep their data: in memory (/dev/shm) where the machine offers it, else the system's
 * temporary folder. Every embedded test database is a copy of the run's template, some 40 MB in 1,150
 * files: on a disk a copy takes about a second, in memory a few tens of milliseconds, and the data is
 * thrown away at the end of the test anyway.
 */
const TEST_DATA_ROOT = writableFolder('/dev/shm') ?? os.tmpdir();

function writableFolder(folder: string): string | undefined {
  try {
    if (!statSync(folder).isDirectory()) return undefined;
    accessSync(folder, constants.W_OK);
    return folder;
  } catch {
    return undefined;
  }
}

export async function makeTempDir(prefix = 'weighbridge-test-'): Promise<string> {
  return fs.mkdtemp(path.join(TEST_DATA_ROOT, prefix));
}

/**
 * Copies a data folder (a template, a stopped server's data). Synchronously: the promise-based copy
 * spends ten times as long on a folder of a thousand small files, and a test waits for it either way.
 */
export function copyFolder(from: string, to: string): void {
  cpSync(from, to, { recursive: true });
}

/** A new, empty, migrated database on the engine: a copy of the run's template (test/database-templates.ts). */
export async function openTestDatabase(engine: DatabaseEngine): Promise<TestDatabase> {
  const dataDir = await makeTempDir();
  if (engine === 'embedded') {
    copyFolder(inject('embeddedTemplateDir'), dataDir);
    const testDb: TestDatabase = {
      database: await openDatabase({ dataDir }),
      dataDir,
      databaseUrl: undefined,
      dispose: async () => {
        await testDb.database.close();
        await fs.rm(dataDir, { recursive: true, force: true });
      },
    };
    return testDb;
  }
  const { url, drop } = await createServerDatabase(inject('serverTemplateUrl'));
  const testDb: TestDatabase = {
    database: await openDatabase({ dataDir, databaseUrl: url }),
    dataDir,
    databaseUrl: url,
    dispose: async () => {
      await testDb.database.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  return testDb;
}

/** Creates a uniquely named database on the TEST_DATABASE_URL server, empty or a copy of another (not in use). */
export async function createServerDatabase(templateUrl?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `weighbridge_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const template = templateUrl ? ` TEMPLATE ${admin.escapeIdentifier(new URL(templateUrl).pathname.slice(1))}` : '';
    await admin.query(`CREATE DATABASE ${name}${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
