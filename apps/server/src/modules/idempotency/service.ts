/**
 * Idempotent weighing writes. The key is stored in the same transaction as the weighing with the
 * answer it produced: a retry (a double click, a network retry after the server committed) gets that
 * answer back and records nothing. A failed weighing rolls its key back too, so it may be retried.
 */
import { REFUSALS } from '@weighbridge/contract/refusals';
import { createHash } from 'node:crypto';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { namedStatement } from '../../db/prepared.js';
import type { Db, Tx } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { idempotencyKeys } from '../../db/tables/idempotency.js';

/** What a write answers; `stored` when the write sent the stored answer itself (see AnswerStore). */
export type Answer<T> = { status: number; body: T; stored?: boolean };

/**
 * The statement that stores an answer under the request's key (none without a key), for a write that
 * sends it in its own last statement: while a load holds the document numbering, every round trip keeps
 * the other scale houses waiting. Its answer then says `stored`.
 */
export type AnswerStore = (answer: Answer<unknown>) => SQL[];

/** Without a key there is no answer to store. */
const WITHOUT_KEY: AnswerStore = () => [];

export type IdempotentRequest = { key: string | undefined; userId: number; route: string; body: unknown };

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** The key taken for this request, or no row when an earlier request holds it (the first statement of every weighing). */
const claimKey = namedStatement<{ key: string }>(
  'claim_idempotency_key',
  sql`insert into ${idempotencyKeys} (user_id, key, route, request_hash)
      values (${sql.placeholder('userId')}, ${sql.placeholder('key')}, ${sql.placeholder('route')}, ${sql.placeholder('requestHash')})
      on conflict do nothing returning key`,
);

export async function idempotent<T>(
  db: Db,
  request: IdempotentRequest,
  run: (tx: Tx, store: AnswerStore) => Promise<Answer<T>>,
): Promise<Answer<T>> {
  const { key } = request;
  if (key === undefined) return db.transaction(async (tx) => settle(tx, await run(tx, WITHOUT_KEY), WITHOUT_KEY));
  if (!KEY_PATTERN.test(key)) throw new AppError('BAD_REQUEST', REFUSALS.idempotencyKeyShape);
  const requestHash = createHash('sha256').update(`${request.route}\n${JSON.stringify(request.body)}`).digest('hex');
  return db.transaction(async (tx) => {
    const [claimed] = await claimKey(tx, { userId: request.userId, key, route: request.route, requestHash });
    if (!claimed) return earlierAnswer<T>(tx, request.userId, key, requestHash);
    const store: AnswerStore = (answer) => [
      tx
        .update(idempotencyKeys)
        .set({ responseStatus: answer.status, responseBody: answer.body })
        .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, key)))
        .getSQL(),
    ];
    return settle(tx, await run(tx, store), store);
  });
}

/** Stores the answer unless the write already did; answers without the flag. */
async function settle<T>(tx: Tx, answer: Answer<T>, store: AnswerStore): Promise<Answer<T>> {
  const { stored, ...answered } = answer;
  if (!stored) for (const write of store(answer)) await tx.execute(write);
  return answered;
}

async function earlierAnswer<T>(tx: Tx, userId: number, key: string, requestHash: string): Promise<Answer<T>> {
  const [earlier] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!earlier || earlier.requestHash !== requestHash) {
    throw new AppError('UNPROCESSABLE', REFUSALS.idempotencyKeyReused);
  }
  if (earlier.responseStatus === null) throw new AppError('CONFLICT', REFUSALS.idempotencyKeyBusy);
  return { status: earlier.responseStatus, body: earlier.responseBody as T };
}
