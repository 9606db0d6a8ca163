/** Fills an empty, migrated database with the site's master data and `documents` loads of history. */
import { type Database, queryRows } from '@weighbridge/server/src/db/database.js';
import { sql } from 'drizzle-orm';
import type { Target } from '../target.js';
import { historyHash, historyLine } from './history-checksum.js';
import { finishHistory, insertBatch } from './insert-history.js';
import { createMasterData } from './master-data.js';
import { type DocumentRow, type PlanEnd, planHistory, type TaraRow } from './plan.js';

export type GenerateOptions = { documents: number; seed: number; now?: Date; batchSize?: number; log?: (line: string) => void };
export type GenerateResult = { documents: number; taras: number; seconds: number; rowsPerSecond: number; checksum: string; now: Date };

export async function generateHistory(target: Target, database: Database, options: GenerateOptions): Promise<GenerateResult> {
  const { db } = database;
  const log = options.log ?? (() => undefined);
  const [used] = await queryRows<{ used: boolean }>(db, sql`select exists (select 1 from vehicles) or exists (select 1 from scale_documents) as used`);
  if (used?.used) throw new Error('The database already holds data; the generator fills an empty one (drop the database or remove the data folder first).');

  const started = performance.now();
  const now = options.now ?? new Date();
  const site = await createMasterData(db, target.config);
  const [first] = await queryRows<{ id: string }>(db, sql`select nextval('weighing_id_seq') as id`);
  const end: PlanEnd = { lastId: 0, lastTaraNumber: 0, counters: new Map(), chainHead: null };
  const plan = planHistory(site, { documents: options.documents, seed: options.seed, now, timeZone: target.config.siteTimeZone, signingKey: target.signingKey, firstId: Number(first!.id) }, end);

  const hash = historyHash();
  const batchSize = options.batchSize ?? 5000;
  let taras: TaraRow[] = [];
  let documents: DocumentRow[] = [];
  let written = { documents: 0, taras: 0 };
  const flush = async () => {
    await insertBatch(db, taras, documents);
    written = { documents: written.documents + documents.length, taras: written.taras + taras.length };
    taras = [];
    documents = [];
    const seconds = (performance.now() - started) / 1000;
    log(`  ${written.documents.toLocaleString('en-US')} documents, ${written.taras.toLocaleString('en-US')} taras, ${Math.round((written.documents + written.taras) / seconds).toLocaleString('en-US')} rows/s`);
  };
  for (const day of plan) {
    taras.push(...day.taras);
    for (const row of day.documents) {
      documents.push(row);
      hash.update(historyLine(row));
    }
    if (documents.length >= batchSize) await flush();
  }
  await flush();
  await finishHistory(db, end);
  const seconds = (performance.now() - started) / 1000;
  return { ...written, seconds, rowsPerSecond: (written.documents + written.taras) / seconds, checksum: hash.digest('hex'), now };
}
