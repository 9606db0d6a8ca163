/**
 * The backup file: one JSON document holding the header and every business table's rows, laid out one
 * row per line so that it is written and read a page at a time (a site may hold millions of documents):
 *
 *   {"format":"weighbridge-backup","version":1,...,"tables":{
 *   "drivers":[
 *   {"driver_id":1,...},
 *   {"driver_id":2,...}
 *   ],
 *   "vehicles":[
 *   ]
 *   }}
 *
 * Rows are PostgreSQL's own JSON of the row (`row_to_json`), so weights and times keep their exact text.
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';

export const BACKUP_FORMAT = 'weighbridge-backup';
/** Version 2 adds the documents' amendments and the signing key's fingerprint; version 1 is still read. */
export const BACKUP_VERSION = 2;
const READABLE_VERSIONS = [1, BACKUP_VERSION];

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** Why it was written: before a clear, or on demand (`npm run db -- backup`). */
  reason: 'clear' | 'on-demand';
  /** Rows per table, to check a restore against. */
  counts: Record<string, number>;
  /** The users the rows may refer to (operators, voiders), to check that a restore target is the same site. */
  users: { id: number; username: string }[];
  /** The fingerprint of the key its documents are signed with (none before version 2). */
  signingKeyFingerprint?: string | null;
};

export type TableRows = { name: string; pages: AsyncIterable<string[]> };

export class BackupFileError extends Error {}

/**
 * Writes a backup into `dir` and answers its file name. The file appears under its name only once it is
 * complete and flushed to disk; until then it is `<name>.partial`.
 */
export async function writeBackupFile(dir: string, header: BackupHeader, tables: readonly TableRows[]): Promise<string> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const name = await freeName(dir, new Date(header.createdAt));
  const partial = path.join(dir, `${name}.partial`);
  const handle = await fs.open(partial, 'wx', 0o600);
  try {
    await handle.write(`${JSON.stringify(header).slice(0, -1)},"tables":{`);
    for (const [index, table] of tables.entries()) {
      await handle.write(`${index === 0 ? '\n' : ',\n'}${JSON.stringify(table.name)}:[`);
      let separator = '\n';
      for await (const rows of table.pages) {
        if (rows.length === 0) continue;
        await handle.write(separator + rows.join(',\n'));
        separator = ',\n';
      }
      await handle.write('\n]');
    }
    await handle.write('\n}}\n');
    await handle.sync();
  } catch (error) {
    await handle.close();
    await fs.rm(partial, { force: true });
    throw error;
  }
  await handle.close();
  await fs.rename(partial, path.join(dir, name));
  return name;
}

/** e.g. weighbridge-backup-2026-11-21T20-15-00Z.json; a second backup within the same second gets -2, -3, ... */
async function freeName(dir: string, createdAt: Date): Promise<string> {
  const stamp = createdAt.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');
  for (let copy = 1; ; copy++) {
    const name = `${BACKUP_FORMAT}-${stamp}${copy === 1 ? '' : `-${copy}`}.json`;
    const taken = await Promise.all([name, `${name}.partial`].map((candidate) => exists(path.join(dir, candidate))));
    if (!taken.includes(true)) return name;
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** The header of a backup file; throws BackupFileError when the file is not a backup this version reads. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  for await (const line of lines(file)) return parseHeader(file, line);
  throw new BackupFileError(`${file} is empty`);
}

/** The rows of a backup, table by table in the file's order, in batches of at most `batchSize` rows. */
export async function* readBackupRows(file: string, batchSize: number): AsyncGenerator<{ table: string; rows: string[] }> {
  let lineNumber = 0;
  let table: string | undefined;
  let batch: string[] = [];
  let ended = false;
  for await (const text of lines(file)) {
    lineNumber += 1;
    const line = text.endsWith(',') ? text.slice(0, -1) : text;
    if (lineNumber === 1) continue;
    if (ended || line === '') {
      if (line.trim() !== '') throw malformed(file, lineNumber);
    } else if (table === undefined) {
      if (line === '}}') ended = true;
      else table = /^"([a-z_]+)":\[$/.exec(line)?.[1] ?? malformed(file, lineNumber);
    } else if (line === ']') {
      if (batch.length > 0) yield { table, rows: batch };
      batch = [];
      table = undefined;
    } else {
      if (!line.startsWith('{')) throw malformed(file, lineNumber);
      batch.push(line);
      if (batch.length === batchSize) {
        yield { table, rows: batch };
        batch = [];
      }
    }
  }
  if (!ended) throw new BackupFileError(`${file} ends early: the backup is incomplete`);
}

/** The file's lines; the file is closed however the reading ends. */
async function* lines(file: string): AsyncGenerator<string> {
  const input = createReadStream(file, 'utf8');
  try {
    yield* readline.createInterface({ input, crlfDelay: Infinity });
  } finally {
    input.destroy();
  }
}

function parseHeader(file: string, line: string): BackupHeader {
  let header: Partial<BackupHeader> | undefined;
  try {
    header = JSON.parse(`${line}}}`) as Partial<BackupHeader>;
  } catch {
    header = undefined;
  }
  if (header?.format !== BACKUP_FORMAT) throw new BackupFileError(`${file} is not a weighbridge backup`);
  if (!READABLE_VERSIONS.includes(header.version as number)) {
    throw new BackupFileError(
      `${file} is a backup of format version ${header.version}; this version of the application reads versions ${READABLE_VERSIONS.join(' and ')}`,
    );
  }
  return header as BackupHeader;
}

function malformed(file: string, lineNumber: number): never {
  throw new BackupFileError(`${file} is damaged at line ${lineNumber}`);
}
