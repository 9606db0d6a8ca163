/**
 * The backup file: one JSON document holding the header and every business table's rows, laid out one
 * row per line so that it is written and read a page at a time (a site may hold millions of documents):
 *
 *   {"format":"weighbridge-backup","version":4,...,"tables":{
 *   "drivers":[
 *   {"driver_id":1,...},
 *   {"driver_id":2,...}
 *   ],
 *   "vehicles":[
 *   ]
 *   },"hmacSha256":"9f86d08..."}
 *
 * Rows are PostgreSQL's own JSON of the row (`row_to_json`), so weights and times keep their exact text.
 * The last line carries the HMAC-SHA-256 of every byte before it, keyed with the backup key derived from
 * the document signing key (backup-key.ts), so that an edit cannot be covered by recomputing it; a reader
 * checks it while it streams the rows. Older versions are still read, but cannot be authenticated:
 * version 3 ends in a plain SHA-256 (`"sha256":"..."`), which anyone can recompute, versions 1 and 2 in `}}`.
 */
import { createHash, createHmac, type Hash, type Hmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_FILE_PREFIX, BACKUP_FILE_REFUSALS, type BackupAuthentication, type BackupReason } from '@weighbridge/contract/backups';
import { backupAuthenticationKey } from './backup-key.js';

export const BACKUP_FORMAT = 'weighbridge-backup';
/**
 * Version 2 adds the documents' amendments and the signing key's fingerprint; version 3 the checksum and
 * the reasons 'manual' and 'scheduled'; version 4 the authentication code in place of the checksum.
 * Versions 1 to 3 are still read, as not authenticated.
 */
export const BACKUP_VERSION = 4;
const READABLE_VERSIONS = [1, 2, 3, BACKUP_VERSION];
const FIRST_WITH_CHECKSUM = 3;
const FIRST_AUTHENTICATED = 4;

export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** Why it was written; versions before 3 wrote 'on-demand' for what is now 'manual'. */
  reason: BackupReason | 'on-demand';
  /** Rows per table, to check a restore against. */
  counts: Record<string, number>;
  /** The users the rows may refer to (operators, voiders), to check that a restore target is the same site. */
  users: { id: number; username: string }[];
  /** The fingerprint of the key its documents are signed with (none before version 2). */
  signingKeyFingerprint?: string | null;
};

/** Why a backup was written, whichever version wrote it. */
export function reasonOf(header: BackupHeader): BackupReason {
  return header.reason === 'on-demand' ? 'manual' : header.reason;
}

/** Whether a backup of this header's version carries an authentication code; older ones cannot be authenticated. */
export function isAuthenticatedFormat(header: BackupHeader): boolean {
  return header.version >= FIRST_AUTHENTICATED;
}

export type TableRows = { name: string; pages: AsyncIterable<string[]> };

export class BackupFileError extends Error {}

const MAC_TRAILER = /^\},"hmacSha256":"([0-9a-f]{64})"\}$/;
const CHECKSUM_TRAILER = /^\},"sha256":"([0-9a-f]{64})"\}$/;

/**
 * Writes a backup into `dir`, authenticated with the backup key derived from `signingKey`, and answers its
 * file name. The file appears under its name only once it is complete and flushed to disk; until then it
 * is `<name>.partial`.
 */
export async function writeBackupFile(dir: string, header: BackupHeader, tables: readonly TableRows[], signingKey: string): Promise<string> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const { name, handle } = await createFree(dir, new Date(header.createdAt));
  const partial = path.join(dir, `${name}.partial`);
  const mac = createHmac('sha256', backupAuthenticationKey(signingKey));
  const write = async (text: string) => {
    mac.update(text);
    await handle.write(text);
  };
  try {
    await write(`${JSON.stringify(header).slice(0, -1)},"tables":{`);
    for (const [index, table] of tables.entries()) {
      await write(`${index === 0 ? '\n' : ',\n'}${JSON.stringify(table.name)}:[`);
      let separator = '\n';
      for await (const rows of table.pages) {
        if (rows.length === 0) continue;
        await write(separator + rows.join(',\n'));
        separator = ',\n';
      }
      await write('\n]');
    }
    await write('\n');
    await handle.write(`},"hmacSha256":"${mac.digest('hex')}"}\n`);
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

/**
 * Creates `<name>.partial` under a free name, e.g. weighbridge-backup-2026-11-21T20-15-00Z.json; a second
 * backup within the same second gets -2, -3, ... (two writers racing for one name: the second moves on).
 */
async function createFree(dir: string, createdAt: Date): Promise<{ name: string; handle: fs.FileHandle }> {
  const stamp = createdAt.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');
  for (let copy = 1; ; copy++) {
    const name = `${BACKUP_FILE_PREFIX}${stamp}${copy === 1 ? '' : `-${copy}`}.json`;
    if (await exists(path.join(dir, name))) continue;
    try {
      return { name, handle: await fs.open(path.join(dir, `${name}.partial`), 'wx', 0o600) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
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
  for await (const line of lines(file)) return parseHeader(file, textOf(line));
  throw new BackupFileError(BACKUP_FILE_REFUSALS.empty(file));
}

/**
 * A backup read through once: its rows table by table in the file's order, in batches of at most
 * `batchSize` rows, and, once they are all read, whether the content is authenticated with the backup key
 * derived from `signingKey`. Every version is checked: a version 4 file against its authentication code, a
 * version 3 file against its checksum (which at best tells damage: 'altered' or 'unauthenticated'), and
 * versions 1 and 2, which carry neither, read 'unauthenticated'.
 * @example
 *   const reader = new BackupReader(file, signingKey);
 *   for await (const { table, rows } of reader.batches(1000)) ...;
 *   if (reader.authentication !== 'authenticated') ...
 */
export class BackupReader {
  #authentication: BackupAuthentication | undefined;
  #header: BackupHeader | undefined;

  constructor(
    readonly file: string,
    private readonly signingKey: string,
  ) {}

  /** Known once `batches` has run to its end. */
  get authentication(): BackupAuthentication {
    if (this.#authentication === undefined) throw new Error('the backup has not been read through yet');
    return this.#authentication;
  }

  /** The header as this reading found it (the one `authentication` speaks for); known once `batches` has begun. */
  get header(): BackupHeader {
    if (this.#header === undefined) throw new Error('the backup has not been read yet');
    return this.#header;
  }

  async *batches(batchSize: number): AsyncGenerator<{ table: string; rows: string[] }> {
    const { file } = this;
    let digest: Digest | undefined;
    let header: BackupHeader | undefined;
    let lineNumber = 0;
    let table: string | undefined;
    let batch: string[] = [];
    let ended = false;
    for await (const raw of lines(file)) {
      lineNumber += 1;
      const text = textOf(raw);
      if (ended) {
        if (text.trim() !== '') throw malformed(file, lineNumber);
        continue;
      }
      if (header === undefined) {
        header = parseHeader(file, text);
        this.#header = header;
        digest = digestFor(header, this.signingKey);
        digest?.update(raw);
        continue;
      }
      const line = text.endsWith(',') ? text.slice(0, -1) : text;
      if (table === undefined) {
        const end = endOf(header, line, digest);
        if (end) {
          this.#authentication = end;
          ended = true;
        } else table = /^"([a-z_]+)":\[$/.exec(line)?.[1] ?? malformed(file, lineNumber);
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
      if (!ended) digest?.update(raw);
    }
    if (!ended) throw new BackupFileError(BACKUP_FILE_REFUSALS.endsEarly(file));
  }
}

type Digest = Hmac | Hash;

/** What a file of this version is checked with while it is read: its authentication code, its checksum, or nothing. */
function digestFor(header: BackupHeader, signingKey: string): Digest | undefined {
  if (header.version >= FIRST_AUTHENTICATED) return createHmac('sha256', backupAuthenticationKey(signingKey));
  if (header.version >= FIRST_WITH_CHECKSUM) return createHash('sha256');
  return undefined;
}

/** The check of a backup's last line, or undefined when the line is not the end of the tables. */
function endOf(header: BackupHeader, line: string, digest: Digest | undefined): BackupAuthentication | undefined {
  if (digest === undefined) return line === '}}' ? 'unauthenticated' : undefined;
  const recorded = (header.version >= FIRST_AUTHENTICATED ? MAC_TRAILER : CHECKSUM_TRAILER).exec(line)?.[1];
  if (recorded === undefined) return undefined;
  const matches = timingSafeEqual(digest.digest(), Buffer.from(recorded, 'hex'));
  if (!matches) return 'altered';
  // A checksum that matches tells only that the file is whole: anyone who edits it can recompute it.
  return header.version >= FIRST_AUTHENTICATED ? 'authenticated' : 'unauthenticated';
}

/**
 * The file's lines as they are on disk, each with its '\n' (the last one without, if the file does not end
 * in one), so that the authentication code covers every byte; the file is closed however the reading ends.
 */
async function* lines(file: string): AsyncGenerator<Buffer> {
  const input = createReadStream(file);
  try {
    let rest: Buffer | undefined;
    for await (const chunk of input as AsyncIterable<Buffer>) {
      const data = rest ? Buffer.concat([rest, chunk]) : chunk;
      let start = 0;
      for (let end = data.indexOf(10); end !== -1; end = data.indexOf(10, start)) {
        yield data.subarray(start, end + 1);
        start = end + 1;
      }
      rest = start < data.length ? data.subarray(start) : undefined;
    }
    if (rest) yield rest;
  } finally {
    input.destroy();
  }
}

function textOf(line: Buffer): string {
  return line.toString('utf8', 0, line.at(-1) === 10 ? line.length - 1 : line.length);
}

function parseHeader(file: string, line: string): BackupHeader {
  let header: Partial<BackupHeader> | undefined;
  try {
    header = JSON.parse(`${line}}}`) as Partial<BackupHeader>;
  } catch {
    header = undefined;
  }
  if (header?.format !== BACKUP_FORMAT) throw new BackupFileError(BACKUP_FILE_REFUSALS.notABackup(file));
  if (!READABLE_VERSIONS.includes(header.version as number)) {
    throw new BackupFileError(BACKUP_FILE_REFUSALS.formatVersion(file, header.version, READABLE_VERSIONS));
  }
  return header as BackupHeader;
}

function malformed(file: string, lineNumber: number): never {
  throw new BackupFileError(BACKUP_FILE_REFUSALS.damagedAtLine(file, lineNumber));
}
