import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../test/engines.js';
import { runSource } from '../test/run-source.js';
import { loadDocumentSigningKey } from './document-signing-key.js';

const PROCESSES = 6;
const ROUNDS = 3;

describe('the document signing key file', () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
  });

  it('is made once and then read back the same', async () => {
    const dataDir = await makeTempDir();
    folders.push(dataDir);
    const key = loadDocumentSigningKey({ configured: undefined, dataDir });
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(loadDocumentSigningKey({ configured: undefined, dataDir })).toBe(key);
    expect(await fs.readdir(dataDir)).toEqual(['document-signing.key']);
  });

  it('gives every process that starts at the same moment on a new folder the same whole key', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const dataDir = path.join(await makeTempDir(), 'data');
      folders.push(path.dirname(dataDir));
      const startAt = String(Date.now() + 2000);
      const loads = await Promise.all(Array.from({ length: PROCESSES }, () => runSource('test/load-signing-key.ts', [dataDir, startAt], {})));
      const keys = loads.map((load) => load.stdout || load.stderr);
      expect(new Set(keys), `round ${round + 1}: ${keys.join(' | ')}`).toEqual(new Set([keys[0]]));
      expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
    }
  }, 60_000);
});
