/**
 * Idempotent weighing writes. The key is stored in the same transaction as the weighing with the
 * answer it produced: a retry (a double click, a network retry after the server committed) gets that
 * answer back and records nothing. A failed weighing rolls its key back too, so it may be retried.
 */
import { createHash } from 'node:crypto';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { idempotencyKeys } from './schema.js';

/**
 * What a write answers, and its last write that nothing is read back from (a weighing's audit row). That
 * one is sent in the same round trip as the stored answer: while a load holds the document numbering,
 * every round trip keeps the other scale houses waiting.
 */
export type Answer<T> = { status: number; body: T; lastWrite?: SQL; stored?: boolean };

/**
 * The statement that stores an answer under the request's key (none without a key), for a write that
 * sends it itself, in its own last statement; its answer then says `stored`.
 */
export type AnswerStore = (answer: Answer<unknown>) => SQL | undefined;

export type IdempotentRequest = { key: string | undefined; userId: number; route: string; body: unknown };

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export async function idempotent<T>(
  db: Db,
  request: IdempotentRequest,
  run: (tx: Tx, store: AnswerStore) => Promise<Answer<T>>,
): Promise<Answer<T>> {
  const { key } = request;
  if (key === undefined) return db.transaction(async (tx) => settle(tx, await run(tx, () => undefined), undefined));
  if (!KEY_PATTERN.test(key)) throw new AppError('BAD_REQUEST', 'Idempotency-Key: must be 1-200 visible characters');
  const requestHash = createHash('sha256').update(`${request.route}\n${JSON.stringify(request.body)}`).digest('hex');
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ userId: request.userId, key, route: request.route, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) return earlierAnswer<T>(tx, request.userId, key, requestHash);
    const store: AnswerStore = (answer) =>
      tx
        .update(idempotencyKeys)
        .set({ responseStatus: answer.status, responseBody: answer.body })
        .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, key)))
        .getSQL();
    const answer = await run(tx, store);
    return settle(tx, answer, store(answer));
  });
}

/** Sends the answer's last write and the stored answer as one statement; answers without the write. */
async function settle<T>(tx: Tx, answer: Answer<T>, storeAnswer: SQL | undefined): Promise<Answer<T>> {
  const { lastWrite, stored, ...answered } = answer;
  if (stored) return answered;
  if (lastWrite && storeAnswer) await tx.execute(sql`with last_write as (${lastWrite}) ${storeAnswer}`);
  else if (lastWrite ?? storeAnswer) await tx.execute((lastWrite ?? storeAnswer)!);
  return answered;
}

async function earlierAnswer<T>(tx: Tx, userId: number, key: string, requestHash: string): Promise<Answer<T>> {
  const [earlier] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!earlier || earlier.requestHash !== requestHash) {
    throw new AppError('UNPROCESSABLE', 'Idempotency-Key was already used for a different request');
  }
  if (earlier.responseStatus === null) throw new AppError('CONFLICT', 'The first request with this Idempotency-Key is still being processed');
  return { status: earlier.responseStatus, body: earlier.responseBody as T };
}
