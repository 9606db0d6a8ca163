/**
 * Edits of a backup file's text as someone holding the file but not the servers' key would make them: a
 * changed or removed row, the header's counts put right, and the last line recomputed as far as one can
 * without the key. The authentication code is computed here from the format's description (HMAC-SHA-256
 * with HKDF-SHA-256 of the signing key under 'weighbridge-backup/1'), not with the application's code.
 */
import { createHash, createHmac, hkdfSync } from 'node:crypto';

/** Everything before a backup's last line (the bytes its code or checksum speaks for), and that line. */
export function splitLastLine(text: string): { content: string; last: string } {
  const at = text.lastIndexOf('\n},"') + 1;
  if (at === 0) throw new Error('not a backup of version 3 or later');
  return { content: text.slice(0, at), last: text.slice(at) };
}

/** The backup key of a signing key, derived as the README describes it. */
export function backupKeyOf(signingKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', signingKey, Buffer.alloc(0), 'weighbridge-backup/1', 32));
}

/** The content sealed with the code a server with `signingKey` would write: a backup written with that key. */
export function sealedWithKey(text: string, signingKey: string): string {
  const { content } = splitLastLine(text);
  return `${content}},"hmacSha256":"${createHmac('sha256', backupKeyOf(signingKey)).update(content).digest('hex')}"}\n`;
}

/** What one without the key can do: put a SHA-256 of the edited content where the code goes. */
export function sealedWithSha256(text: string): string {
  const { content } = splitLastLine(text);
  return `${content}},"hmacSha256":"${sha256(content)}"}\n`;
}

/** The file passed off as an old format: version 3 with its checksum recomputed, or version 2 (no checksum). */
export function asOldFormat(text: string, version: 2 | 3): string {
  const { content } = splitLastLine(text.replace(/^(\{"format":"weighbridge-backup","version":)\d+/, `$1${version}`));
  return version === 3 ? `${content}},"sha256":"${sha256(content)}"}\n` : `${content}}}\n`;
}

/**
 * The row line that `pattern` finds changed by `edit`, or removed when `edit` answers null; a removed last
 * row of its table takes the comma off the row before it, so that the file still reads.
 */
export function editRow(text: string, pattern: RegExp, edit: (line: string) => string | null): string {
  const lines = text.split('\n');
  const index = lines.findIndex((line) => line.startsWith('{"') && pattern.test(line));
  if (index < 0) throw new Error(`no row matches ${pattern}`);
  const edited = edit(lines[index]!);
  if (edited !== null) {
    lines[index] = edited;
    return lines.join('\n');
  }
  const last = !lines[index]!.endsWith(',');
  lines.splice(index, 1);
  if (last && lines[index - 1]!.startsWith('{"')) lines[index - 1] = lines[index - 1]!.replace(/,$/, '');
  return lines.join('\n');
}

/** The header's count of a table set to `rows`. */
export function withCount(text: string, table: string, rows: number): string {
  const { header, rest } = { header: text.slice(0, text.indexOf('\n')), rest: text.slice(text.indexOf('\n')) };
  const edited = header.replace(new RegExp(`("${table}":)\\d+`), `$1${rows}`);
  if (edited === header) throw new Error(`the header has no count of ${table}`);
  return edited + rest;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A backup of format version 4 without rows, with `header`'s fields, authenticated with `signingKey`. */
export function authenticatedBackup(header: Record<string, unknown>, signingKey: string): string {
  const fields = { format: 'weighbridge-backup', version: 4, createdAt: '2026-03-02T08:00:00.000Z', reason: 'manual', ...header };
  return sealedWithKey(`${JSON.stringify(fields).slice(0, -1)},"tables":{\n},"hmacSha256":""}\n`, signingKey);
}
