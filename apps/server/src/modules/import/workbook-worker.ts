/**
 * The worker thread that parses an uploaded workbook, once checked, and maps its rows (started by sheet-reader.ts). It
 * runs under a heap limit of its own, so that a file that takes more memory than any import may ends this
 * thread and not the server. The rows go back in batches, each a message of its own, so that the server
 * takes them in between the requests it answers.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../../lib/errors.js';
import { mapRow, type RowRules } from './row-mapping.js';
import type { ReaderInput, ReaderMessage } from './sheet-reader.js';
import { readCheckedSheet } from './workbook.js';

/** Rows per message: small enough that taking one in is a short pause for the server. */
const ROWS_PER_MESSAGE = 2000;

const send = (message: ReaderMessage) => parentPort!.postMessage(message);

function readAndMap({ content, timeZone, nowMs, scaleCapacityKg }: ReaderInput): void {
  const rules: RowRules = { timeZone, now: new Date(nowMs), scaleCapacityKg };
  let sheetRows;
  try {
    sheetRows = readCheckedSheet(Buffer.from(content.buffer, content.byteOffset, content.byteLength));
  } catch (error) {
    if (error instanceof AppError) return send({ kind: 'refused', code: error.code, message: error.message });
    throw error;
  }
  for (let start = 0; start < sheetRows.length; start += ROWS_PER_MESSAGE) {
    const batch: Extract<ReaderMessage, { kind: 'rows' }> = { kind: 'rows', valid: [], errors: [] };
    for (const sheetRow of sheetRows.slice(start, start + ROWS_PER_MESSAGE)) {
      const result = mapRow(sheetRow, rules);
      if (result.ok) batch.valid.push(result.row);
      else batch.errors.push({ row: result.rowNumber, error: result.error });
    }
    send(batch);
  }
  send({ kind: 'done', totalRows: sheetRows.length });
}

// A failure other than a refusal is thrown on, ending the thread: the server answers it as its own error.
readAndMap(workerData as ReaderInput);
