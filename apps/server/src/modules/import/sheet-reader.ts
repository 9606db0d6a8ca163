/**
 * Reads and maps an uploaded workbook's rows in a worker thread (workbook-worker.ts) with a heap limit of
 * its own: no upload can take the server's memory or stop the server's event loop while it is parsed.
 * One workbook is read at a time; a second upload waits until the first one's rows are read.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError, type AppErrorCode } from '../../lib/errors.js';
import { READER_HEAP_MB } from './limits.js';
import type { ImportRow, RowRules } from './row-mapping.js';
import { checkWorkbookFile } from './workbook.js';
import { WORKBOOK_ERRORS } from '@weighbridge/contract/import-refusals';

export type ReaderInput = { content: Uint8Array; timeZone: string; nowMs: number; scaleCapacityKg: number };

export type RowError = { row: number; error: string };

export type ReaderMessage =
  | { kind: 'rows'; valid: ImportRow[]; errors: RowError[] }
  | { kind: 'done'; totalRows: number }
  | { kind: 'refused'; code: AppErrorCode; message: string };

export type ReadRows = { totalRows: number; valid: ImportRow[]; errorDetails: RowError[] };

/** The read before this one, done or failed: the next one starts after it. */
let previousRead: Promise<unknown> = Promise.resolve();

/**
 * The file's rows, mapped by the rules; refused with a 400 or 413 when the file cannot be read within the
 * limits. The checks that parse nothing run here first, so a refused file never starts a worker.
 */
export async function readWorkbookRows(fileName: string, content: Buffer, rules: RowRules): Promise<ReadRows> {
  await checkWorkbookFile(fileName, content);
  const input: ReaderInput = { content, timeZone: rules.timeZone, nowMs: rules.now.getTime(), scaleCapacityKg: rules.scaleCapacityKg };
  const read = previousRead.then(() => readInWorker(input));
  previousRead = read.catch(() => undefined);
  return read;
}

function readInWorker(input: ReaderInput): Promise<ReadRows> {
  return new Promise((resolve, reject) => {
    const rows: ReadRows = { totalRows: 0, valid: [], errorDetails: [] };
    let answered = false;
    const answer = (outcome: () => void) => {
      if (answered) return;
      answered = true;
      outcome();
      void worker.terminate();
    };
    const worker = startWorker(input);
    worker.on('message', (message: ReaderMessage) => {
      if (message.kind === 'rows') {
        for (const row of message.valid) rows.valid.push(row);
        for (const error of message.errors) rows.errorDetails.push(error);
      } else if (message.kind === 'done') {
        rows.totalRows = message.totalRows;
        answer(() => resolve(rows));
      } else {
        answer(() => reject(new AppError(message.code, message.message)));
      }
    });
    worker.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') answer(() => reject(new AppError('PAYLOAD_TOO_LARGE', WORKBOOK_ERRORS.tooMuchMemory)));
      // Deep nesting in a hostile file runs the reader out of stack: a file it cannot read.
      else if (error instanceof RangeError) answer(() => reject(new AppError('BAD_REQUEST', WORKBOOK_ERRORS.unreadable)));
      else answer(() => reject(error));
    });
    worker.on('exit', () => answer(() => reject(new AppError('BAD_REQUEST', WORKBOOK_ERRORS.unreadable))));
  });
}

/**
 * The built server starts the compiled worker. From the TypeScript sources (tests, npm run dev) the worker
 * compiles its sources as the server's process does: through tsx, with the 'source' export condition.
 */
function startWorker(input: ReaderInput): Worker {
  const options = { workerData: input, resourceLimits: { maxOldGenerationSizeMb: READER_HEAP_MB } };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./workbook-worker.js', import.meta.url), options);
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  const entry = fileURLToPath(new URL('./workbook-worker.ts', import.meta.url));
  return new Worker(`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(entry)});`, { ...options, eval: true, execArgv: ['--conditions=source'] });
}
