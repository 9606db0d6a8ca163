/**
 * Keys of their own derived from the document signing key, which only the servers hold (never the
 * database): a code made with one can never stand for a code made with another, nor for a ticket's
 * signature, and none of them tells anything of the signing key.
 */
import { hkdfSync } from 'node:crypto';

/** HKDF-SHA-256 (RFC 5869) of the signing key, without salt, under `label`: 32 bytes. A new label is a new key. */
export function derivedKey(signingKey: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', signingKey, Buffer.alloc(0), label, 32));
}
