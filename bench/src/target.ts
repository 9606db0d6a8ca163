/**
 * Which database the bench works on, read from the environment exactly as the server reads it
 * (DATABASE_URL, DATA_DIR, SITE_TIMEZONE, DOCUMENT_SIGNING_KEY), so that the generator signs with the key
 * the server will verify with. Only the data folder's default differs: bench/.data, never the site's ./data.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Config, loadConfig } from '@weighbridge/server/src/config.js';
import { type Database, type Db, type Executor, openDatabase, queryRows } from '@weighbridge/server/src/db/database.js';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { loadDocumentSigningKey } from '@weighbridge/server/src/lib/document-signing-key.js';

export type Engine = 'embedded' | 'postgres';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_BENCH_DATA_DIR = path.join(REPO_ROOT, 'bench/.data');

/** The administrator the generator creates and the runner signs in as. */
export const BENCH_ADMIN = {
  username: process.env.ADMIN_USERNAME || 'admin',
  password: process.env.ADMIN_PASSWORD || 'bench-scale-house-2024',
};

export type Target = {
  engine: Engine;
  config: Config;
  signingKey: string;
  /** The environment the server child is started with. */
  env: NodeJS.ProcessEnv;
};

export function benchTarget(engine: Engine | undefined, env: NodeJS.ProcessEnv = process.env): Target {
  const chosen: Engine = engine ?? (env.DATABASE_URL ? 'postgres' : 'embedded');
  if (chosen === 'postgres' && !env.DATABASE_URL) {
    throw new Error('The postgres engine needs DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/weighbridge_bench');
  }
  const serverEnv: NodeJS.ProcessEnv = {
    ...env,
    DATA_DIR: env.DATA_DIR || DEFAULT_BENCH_DATA_DIR,
    DATABASE_URL: chosen === 'postgres' ? env.DATABASE_URL : '',
    ADMIN_USERNAME: BENCH_ADMIN.username,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    // A backup taken by the schedule while a figure is measured would be measured with it.
    BACKUP_SCHEDULE: 'off',
  };
  const config = loadConfig(serverEnv);
  const signingKey = loadDocumentSigningKey({ configured: config.documentSigningKey, dataDir: config.dataDir });
  return { engine: chosen, config, signingKey, env: serverEnv };
}

export function openTarget(target: Target): Promise<Database> {
  return openDatabase({ dataDir: target.config.dataDir, databaseUrl: target.config.databaseUrl });
}

/**
 * A PostgreSQL target's database as it is, for reading: openTarget would bring its migrations and report
 * totals up to this checkout's, which on another build's database (a reference's) recomputes every total.
 */
export function readTarget(target: Target): { db: Db; close: () => Promise<void> } {
  const pool = new pg.Pool({ connectionString: target.config.databaseUrl, max: 2 });
  return { db: drizzle({ client: pool }) as unknown as Db, close: () => pool.end() };
}

/** How many documents the history holds and the years its numbers run over (this year for an empty one). */
export async function historyFacts(executor: Executor): Promise<{ documents: number; years: { first: number; last: number } }> {
  const [row] = await queryRows<{ documents: string; first_year: number | null; last_year: number | null }>(
    executor,
    sql`select count(*) as documents, min(document_year) as first_year, max(document_year) as last_year from scale_documents`,
  );
  const thisYear = new Date().getFullYear();
  return { documents: Number(row!.documents), years: { first: row!.first_year ?? thisYear, last: row!.last_year ?? thisYear } };
}
