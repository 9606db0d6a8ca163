/**
 * The anchor file: the chain's head written down outside the database, one line at a time, only ever
 * appended to (BACKUP_DIR/document-chain-anchors.jsonl, which travels with the backups). Whoever can
 * rewrite the database can remove the newest tickets and set the head back, and the chain then reads as
 * whole; the anchors still name a link it no longer has.
 *
 * Each line carries an HMAC with a key derived from the signing key, so that a line cannot be made or
 * edited without it:
 *   {"kind":"anchor","at":"2026-11-27T06:00:00.000Z","position":4711,"signature":"9f86…","document":"SD-2026-004711","code":"…"}
 * A restore or a clear replaces the chain on purpose and writes a line of kind "restart": the anchors
 * before it are not compared any more.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Executor } from '../db/database.js';
import { derivedKey } from '../lib/derived-key.js';
import { headDocumentNumber, readChainHead } from './chain-head.js';

export const ANCHOR_FILE = 'document-chain-anchors.jsonl';
const ANCHOR_KEY_LABEL = 'weighbridge-chain-anchor/1';

export type AnchorKind = 'anchor' | 'restart';

export type Anchor = {
  kind: AnchorKind;
  at: string;
  position: number;
  signature: string | null;
  document: string | null;
  /** Why the chain was restarted (a restore's file, a clear). */
  reason?: string;
};

export type AnchorFile = {
  file: string;
  /** The lines since the last restart, oldest first; a restart itself is not among them. */
  anchors: Anchor[];
  /** Lines that do not carry this site's code: written by someone else, changed, or cut off. */
  unreadable: number;
};

export const anchorFilePath = (backupDir: string) => path.join(backupDir, ANCHOR_FILE);

const codeOf = (key: Buffer, anchor: Anchor) => createHmac('sha256', key).update(JSON.stringify(anchor)).digest('hex');

/** The fields in one order, so that the code is made over the same text it is checked over. */
function canonical(anchor: Anchor): Anchor {
  const { kind, at, position, signature, document, reason } = anchor;
  return { kind, at, position, signature, document, ...(reason === undefined ? {} : { reason }) };
}

/** Appends a line; the folder is made if need be. */
export async function appendAnchor(backupDir: string, signingKey: string, anchor: Anchor): Promise<void> {
  await fs.mkdir(backupDir, { recursive: true, mode: 0o700 });
  const line = canonical(anchor);
  await fs.appendFile(anchorFilePath(backupDir), `${JSON.stringify({ ...line, code: codeOf(derivedKey(signingKey, ANCHOR_KEY_LABEL), line) })}\n`, {
    mode: 0o600,
  });
}

/** The anchors that count now; none when there is no file yet. */
export async function readAnchors(backupDir: string, signingKey: string): Promise<AnchorFile> {
  const file = anchorFilePath(backupDir);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { file, anchors: [], unreadable: 0 };
    throw error;
  }
  const key = derivedKey(signingKey, ANCHOR_KEY_LABEL);
  let anchors: Anchor[] = [];
  let unreadable = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const anchor = parseLine(line, key);
    if (!anchor) unreadable += 1;
    else if (anchor.kind === 'restart') anchors = [];
    else anchors.push(anchor);
  }
  return { file, anchors, unreadable };
}

function parseLine(line: string, key: Buffer): Anchor | undefined {
  let parsed: Anchor & { code?: unknown };
  try {
    parsed = JSON.parse(line) as Anchor & { code?: unknown };
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || typeof parsed.code !== 'string') return undefined;
  const { code, ...fields } = parsed;
  if (!Number.isSafeInteger(fields.position) || (fields.kind !== 'anchor' && fields.kind !== 'restart')) return undefined;
  const expected = Buffer.from(codeOf(key, canonical(fields)), 'hex');
  const given = Buffer.from(code, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given) ? canonical(fields) : undefined;
}

/**
 * Anchors the head as `executor` sees it (a backup's snapshot), or, as `restart`, says the chain was
 * replaced on purpose (a clear, a restore) and starts over from it.
 */
export async function anchorChainHead(executor: Executor, backupDir: string, signingKey: string, line: { kind: AnchorKind; at: Date; reason?: string }): Promise<void> {
  const head = await readChainHead(executor);
  const document = await headDocumentNumber(executor, head);
  await appendAnchor(backupDir, signingKey, { kind: line.kind, at: line.at.toISOString(), position: head.position, signature: head.signature, document, ...(line.reason ? { reason: line.reason } : {}) });
}
