/**
 * Opens the database on one of its two engines: embedded PGlite in a data folder (the default) or a
 * PostgreSQL server (DATABASE_URL). Both speak the same dialect and run the same migrations.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { DatabaseEngine } from '@weighbridge/contract/system';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { MIGRATION_LOCK_ID } from './advisory-locks.js';
import { lockDataDir } from './data-dir-lock.js';
import { applyReportTotals, type ReportTotalsOutcome } from './report-totals.js';
import { applySiteCalendar } from './site-calendar.js';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; repositories take it so that a service can group their writes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  engine: DatabaseEngine;
  /** What the start did to the report totals' definitions (apps/server/sql/report-totals.sql). */
  reportTotals: ReportTotalsOutcome;
  /**
   * Runs `task` unless another process holds the lock `lockId`, and answers whether it ran: for what only
   * one of several servers sharing a PostgreSQL database should do (a scheduled backup). There the lock is
   * a session advisory lock, held on a connection of its own while the task runs; the embedded engine
   * belongs to one process, so its task always runs.
   */
  runAlone: (lockId: number, task: () => Promise<void>) => Promise<boolean>;
  /**
   * A new connection outside the pool, not yet connected, for what belongs to the process as long as it
   * runs: session locks held for hours, LISTEN. Undefined on the embedded engine, which is one process.
   */
  newSession: (() => pg.Client) | undefined;
  close: () => Promise<void>;
};

export class DatabaseUnavailableError extends Error {}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export async function openDatabase(options: { dataDir: string; databaseUrl?: string | undefined }): Promise<Database> {
  return options.databaseUrl ? openServer(options.databaseUrl) : openEmbedded(options.dataDir);
}

async function openEmbedded(dataDir: string): Promise<Database> {
  const lock = lockDataDir(dataDir);
  try {
    // pg_trgm: the trigram index of the weighing history's search (the server has it as a contrib extension).
    const client = await PGlite.create(path.join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    await applySiteCalendar(db);
    const reportTotals = await applyReportTotals(db);
    return {
      db: db as unknown as Db,
      engine: 'embedded',
      reportTotals,
      runAlone: async (_lockId, task) => {
        await task();
        return true;
      },
      newSession: undefined,
      close: async () => {
        await client.close();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openServer(databaseUrl: string): Promise<Database> {
  // No JIT compilation: a query of the totals that the planner guesses costly (a year of shift logs, whose
  // rarely taken branch it prices at every log) spent a second compiling to answer in a tenth of one. Every
  // query here reads few rows; none gains from it. A DATABASE_URL's own options come first.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000, options: '-c jit=off' });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end();
    const where = safeLocation(databaseUrl);
    throw new DatabaseUnavailableError(`Cannot connect to PostgreSQL at ${where}: ${(error as Error).message}`);
  }
  const db = drizzleNodePg({ client: pool, schema });
  const lockClient = await pool.connect();
  let reportTotals: ReportTotalsOutcome;
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const locked = drizzleNodePg({ client: lockClient, schema });
    await migrateNodePg(locked, { migrationsFolder });
    await applySiteCalendar(locked);
    reportTotals = await applyReportTotals(locked);
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
  const runAlone = async (lockId: number, task: () => Promise<void>) => {
    const client = await pool.connect();
    let unlockFailed: Error | undefined;
    try {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [lockId]);
      if (!rows[0]!.locked) return false;
      try {
        await task();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [lockId]).catch((error: Error) => (unlockFailed = error));
      }
      return true;
    } finally {
      // A connection whose unlock failed is closed rather than reused, which ends its lock.
      client.release(unlockFailed);
    }
  };
  const newSession = () =>
    new pg.Client({
      connectionString: databaseUrl,
      // Named, so that a database administrator sees what it is.
      application_name: 'weighbridge devices',
      connectionTimeoutMillis: 5000,
      // The process's side: a server that stops answering is given up within seconds.
      query_timeout: 3000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 1000,
      // The server's side: a process whose machine lost power closes nothing, and its session (with its
      // locks) would live on for the operating system's keep-alive time, hours; these end it in seconds.
      options: '-c tcp_keepalives_idle=1 -c tcp_keepalives_interval=1 -c tcp_keepalives_count=2 -c tcp_user_timeout=3000',
    });
  return { db: db as unknown as Db, engine: 'postgres', reportTotals, runAlone, newSession, close: () => pool.end() };
}

/** The server's host, port and database name, without the password, for messages. */
function safeLocation(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'the configured DATABASE_URL';
  }
}

/**
 * A statement sent together with writes that read nothing back, in its WITH clause: one round trip for
 * all of them (a weighing's audit row and stored answer go in its own insert).
 */
export function withWrites(writes: readonly SQL[], statement: SQL): SQL {
  if (!writes.length) return statement;
  return sql`with ${sql.join(
    writes.map((write, index) => sql`${sql.raw(`write_${index}`)} as (${write})`),
    sql`, `,
  )} ${statement}`;
}

/** Runs plain parameterised SQL (reports, checks) and answers its rows; both engines answer `{ rows }`. */
export async function queryRows<Row = Record<string, unknown>>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
