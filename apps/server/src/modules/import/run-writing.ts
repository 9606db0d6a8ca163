/**
 * Writes accepted imports a batch at a time, each batch its own short transaction: the run locked, its next
 * staged documents issued (numbered, chained and signed under the numbering lock, as any document),
 * deleted from the staging and counted on the run. The batches defer their report totals, which are added
 * for the whole run once it has been written (rollups/pending.ts). Between batches the event loop and the numbering are
 * free, so weighings go on; their numbers fall between the import's, and every batch reads the chain's
 * head under the lock, so numbers stay without gaps and the chain unbroken. The last batch marks the run
 * finished and writes its audit event. While the site weighs, batches are small and a weighing in progress
 * goes before the next one (batch-size.ts, lib/weighing-activity.ts).
 */
import { IMPORT_WRITING_STOPPED } from '@weighbridge/contract/import-refusals';
import type { Db, Tx } from '../../db/database.js';
import { recordAudit } from '../../db/audit-log.js';
import { BulkIssue, type NewScaleDocument } from '../../ledger/issue.js';
import type { WeighingContext } from '../../db/weighing-context.js';
import { msSinceWeighing as msSinceOwnWeighing, noWeighingInProgress } from '../../lib/weighing-activity.js';
import { type BatchPlan, documentsPerBatch, stagedBatchesFor } from './batch-size.js';
import { chainHasWaiters, lockNamedVehicles } from './repository.js';
import {
  type ImportRun,
  lockRun,
  nextStagedDocuments,
  recordBatchWritten,
  type StagedDocument,
  unfinishedRunIds,
  unfinishedRunProgress,
} from './runs-repository.js';
import { nextTurn } from './writing.js';
import { deferTotals, settlePendingTotals } from '../rollups/public.js';

type Logger = { info: (details: object, message: string) => void; error: (details: object, message: string) => void };

/** The runs this process writes, by database, so that a run is written by one loop of a process at a time. */
const writing = new WeakMap<Db, Map<number, Promise<void>>>();
/** Databases whose server is stopping: their loops end after the batch in progress. */
const stopping = new WeakSet<Db>();

/** When a batch of this process last found other weighings waiting on the numbering, by database. */
const waitedOn = new WeakMap<Db, number>();
/** The longest a writer waits between batches for this server's weighings in progress to be answered. */
const GIVE_WAY_MS = 250;

export class ImportInterruptedError extends Error {}

/** Milliseconds since this server last weighed, or a weighing was last seen waiting for a batch. */
function msSinceWeighing(db: Db): number {
  return Math.min(msSinceOwnWeighing(db), performance.now() - (waitedOn.get(db) ?? Number.NEGATIVE_INFINITY));
}

/** Writes the run's next batch, sized by whether the site is weighing; answers whether the run has finished. */
async function writeBatch(ctx: WeighingContext, runId: number, plan: BatchPlan): Promise<boolean> {
  const size = documentsPerBatch(plan, msSinceWeighing(ctx.db));
  return ctx.db.transaction(async (tx) => {
    const run = await lockRun(tx, runId);
    if (!run || run.finishedAt) return true;
    const batch = await nextStagedDocuments(tx, runId, stagedBatchesFor(plan, size), size);
    await deferTotals(tx);
    const numbers = batch ? await issueStaged(ctx, tx, batch.documents) : [];
    // Nothing left staged ends the run too, whatever its count says, so that a loop can never go on forever.
    const finished = !batch || run.rowsWritten + numbers.length >= run.rowsToWrite;
    await recordBatchWritten(tx, run, { lastPosition: batch?.lastPosition ?? -1, numbers }, finished ? ctx.clock.now() : null);
    if (finished) await auditFinished(tx, run, numbers);
    if (plan.watchesWaiters && (await chainHasWaiters(tx))) waitedOn.set(ctx.db, performance.now());
    return finished;
  });
}

/**
 * Between two batches (and two chunks of the totals): the event loop answers what has arrived, and this server's weighings in progress
 * are answered before the next batch starts (on the embedded engine a batch queued on the one connection
 * before them would make them wait for it; on PostgreSQL the numbering's lock queue orders them anyway).
 */
async function giveWay(db: Db): Promise<void> {
  await nextTurn();
  await noWeighingInProgress(db, GIVE_WAY_MS);
}

/**
 * Issues staged documents in their order, each year's together. Their vehicles are locked (key share, as
 * their foreign keys would) before the numbering: a weighing locks its vehicle and then the numbering.
 */
async function issueStaged(ctx: WeighingContext, tx: Tx, staged: readonly StagedDocument[]): Promise<string[]> {
  await lockNamedVehicles(
    tx,
    staged.map((item) => item.document.vehicleId),
  );
  const numbers: string[] = [];
  for (const [year, documents] of byYear(staged)) {
    const issue = await BulkIssue.reserve(tx, ctx.signingKey, year, documents.length);
    numbers.push(...(await issue.write(issue.prepare(documents))));
  }
  return numbers;
}

/** Documents by year, in the order of the years' first documents (time order: one year after the other). */
function byYear(staged: readonly StagedDocument[]): Map<number, NewScaleDocument[]> {
  const years = new Map<number, NewScaleDocument[]>();
  for (const { year, document } of staged) {
    const documents = years.get(year) ?? [];
    documents.push(document);
    years.set(year, documents);
  }
  return years;
}

async function auditFinished(tx: Tx, run: ImportRun, numbers: readonly string[]) {
  const first = run.firstDocumentNumber ?? numbers[0];
  const last = numbers.at(-1) ?? run.lastDocumentNumber;
  await recordAudit(tx, {
    action: 'scale_document.import',
    outcome: 'success',
    actorUserId: run.actorUserId,
    actorUsername: run.actorUsername,
    entityType: 'scale_document',
    clientAddress: run.clientAddress,
    details: {
      fileName: run.fileName,
      ...(run.summary as Record<string, unknown>),
      documentNumbers: first && last ? { first, last } : null,
    },
  });
}

/**
 * Writes the run to its end and adds its totals; answers when it has finished. A run this process already writes is not
 * written twice over: the caller waits for that loop. A failed batch leaves the run unfinished, to be
 * written again at the next start or before the next import is accepted.
 */
export function writeRun(ctx: WeighingContext, runId: number, plan: BatchPlan): Promise<void> {
  let runs = writing.get(ctx.db);
  if (!runs) writing.set(ctx.db, (runs = new Map()));
  const inProgress = runs.get(runId);
  if (inProgress) return inProgress;
  const loop = (async () => {
    for (;;) {
      if (stopping.has(ctx.db)) throw new ImportInterruptedError(IMPORT_WRITING_STOPPED.serverStopping);
      if (await writeBatch(ctx, runId, plan)) break;
      await giveWay(ctx.db);
    }
    await settlePendingTotals(ctx.db, () => giveWay(ctx.db));
  })().finally(() => runs.delete(runId));
  runs.set(runId, loop);
  return loop;
}

/** Writes every unfinished run, oldest first. */
export async function writeUnfinishedRuns(ctx: WeighingContext, plan: BatchPlan): Promise<void> {
  for (const runId of await unfinishedRunIds(ctx.db)) await writeRun(ctx, runId, plan);
}

/** At start: writes what an earlier process accepted and did not finish (it was stopped or killed), in the background. */
export async function resumeUnfinishedRuns(ctx: WeighingContext, plan: BatchPlan, log: Logger): Promise<void> {
  let runIds: number[];
  try {
    runIds = await unfinishedRunIds(ctx.db);
  } catch (error) {
    log.error({ err: error }, 'could not look for accepted imports to write; they are written before the next import');
    return;
  }
  for (const runId of runIds) {
    log.info({ importRun: runId }, 'resuming an accepted import that was not written to its end');
    try {
      await writeRun(ctx, runId, plan);
      log.info({ importRun: runId }, 'import written to its end');
    } catch (error) {
      if (error instanceof ImportInterruptedError) return;
      log.error({ importRun: runId, err: error }, 'the accepted import could not be written; it is tried again at the next start or import');
      return;
    }
  }
  // A process stopped between an import's last batch and its totals left them pending (the list counts them
  // meanwhile); else the next import's writer adds them with its own.
  if (!runIds.length) await settleLeftOver(ctx.db, log);
}

async function settleLeftOver(db: Db, log: Logger): Promise<void> {
  try {
    const settled = await settlePendingTotals(db);
    if (settled) log.info({ documents: settled }, "added the report totals of an import's documents that were left pending");
  } catch (error) {
    log.error({ err: error }, "could not add the report totals of an import's pending documents; they are added at the next start or import");
  }
}

/** Ends the writing loops of a stopping server after their batch in progress; their runs resume at the next start. */
export async function stopWritingRuns(db: Db): Promise<void> {
  stopping.add(db);
  await Promise.allSettled([...(writing.get(db)?.values() ?? [])]);
}

/** How long a run may write nothing before another server takes it over: far beyond any pause of a live writer. */
const STALLED_RUN_MS = 15_000;
const LOOK_EVERY_MS = 5_000;

/**
 * Servers sharing a PostgreSQL database: a run accepted by a server that then died for good (killed, its
 * machine gone) would wait for some server's next start. Every server looks every few seconds for
 * unfinished runs that have written nothing for a while, and writes them. Taking over a run whose writer
 * is alive after all costs nothing but sharing its batches: each batch locks the run. Answers the
 * function that stops looking.
 */
export function takeOverStalledRuns(ctx: WeighingContext, plan: BatchPlan, log: Logger): () => void {
  const seen = new Map<number, { rowsWritten: number; since: number }>();
  let looking = false;

  async function look(): Promise<void> {
    const now = performance.now();
    const runs = await unfinishedRunProgress(ctx.db);
    for (const id of seen.keys()) if (!runs.some((run) => run.id === id)) seen.delete(id);
    for (const { id, rowsWritten } of runs) {
      const before = seen.get(id);
      if (writing.get(ctx.db)?.has(id) || !before || before.rowsWritten !== rowsWritten) {
        seen.set(id, { rowsWritten, since: now });
      } else if (now - before.since >= STALLED_RUN_MS) {
        seen.set(id, { rowsWritten, since: now });
        log.info({ importRun: id }, 'taking over an accepted import that no server has written for a while');
        writeRun(ctx, id, plan).then(
          () => log.info({ importRun: id }, 'import written to its end'),
          (error: unknown) => {
            if (!(error instanceof ImportInterruptedError)) log.error({ importRun: id, err: error }, 'the accepted import could not be written');
          },
        );
      }
    }
  }

  const timer = setInterval(() => {
    if (looking || stopping.has(ctx.db)) return;
    looking = true;
    look()
      .catch((error: unknown) => log.error({ err: error }, 'could not look for accepted imports left unwritten'))
      .finally(() => (looking = false));
  }, LOOK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
