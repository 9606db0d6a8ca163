/** Queries on card readers. */
import type { Reader, ReaderValues } from '@weighbridge/contract/scales';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { connectionAnswerColumns, connectionRow } from './connection-columns.js';
import { readers } from '../../db/tables/scales.js';

type ReaderRow = typeof readers.$inferInsert;

function selectReaderItems(executor: Executor) {
  return executor
    .select({
      reader_id: readers.id,
      name: readers.name,
      scale_id: readers.scaleId,
      connection: sql<Reader['connection']>`${readers.connection}`,
      prefix: readers.prefix,
      suffix: readers.suffix,
      card_format: sql<Reader['card_format']>`${readers.cardFormat}`,
      repeat_window_seconds: readers.repeatWindowSeconds,
      enabled: readers.enabled,
      ...connectionAnswerColumns(readers),
    })
    .from(readers);
}

export function listReaderItems(executor: Executor): Promise<Reader[]> {
  return selectReaderItems(executor).orderBy(readers.id);
}

export async function findReaderItem(executor: Executor, id: number): Promise<Reader | undefined> {
  const [item] = await selectReaderItems(executor).where(eq(readers.id, id));
  return item;
}

/** Reads a reader and locks its row until the transaction ends, so that the audit's before is what the change replaced. */
export async function lockReaderItem(executor: Executor, id: number): Promise<Reader | undefined> {
  const [item] = await selectReaderItems(executor).where(eq(readers.id, id)).for('update');
  return item;
}

function toRow(values: ReaderValues): ReaderRow {
  return {
    name: values.name,
    scaleId: values.scale_id,
    connection: values.connection,
    prefix: values.prefix,
    suffix: values.suffix,
    cardFormat: values.card_format,
    repeatWindowSeconds: values.repeat_window_seconds,
    enabled: values.enabled,
    ...connectionRow(values),
  };
}

export async function insertReader(executor: Executor, values: ReaderValues): Promise<number> {
  const [row] = await executor.insert(readers).values(toRow(values)).returning({ id: readers.id });
  return row!.id;
}

export async function updateReader(executor: Executor, id: number, values: ReaderValues): Promise<void> {
  await executor.update(readers).set(toRow(values)).where(eq(readers.id, id));
}
