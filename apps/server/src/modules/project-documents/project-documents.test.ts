/**
 * The roadmap's project documents are read through the API by signed-in users only; the web app no
 * longer hands their raw files to anyone who asks.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/** What the web build serves besides its own files: Vite copies apps/web/public into the build as it is. */
const WEB_PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public');

describe.each(ENGINES)('the project documents on the %s engine', (engine) => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'weighbridge-web-'));
    cpSync(WEB_PUBLIC, webDist, { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Weighbridge</title><div id="root"></div>');
    t = await startTestApp(engine, {}, { webDist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers a document to a signed-in user, and 401 to anyone else', async () => {
    expect((await t.call('GET', '/api/project-documents/architecture')).statusCode).toBe(401);
    const viewer = await t.signInAs('viewer');
    const answer = await t.call('GET', '/api/project-documents/architecture', { token: viewer });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ slug: 'architecture', title: 'Architecture' });
    expect(answer.json().data.markdown).toMatch(/^# Starmining Operations Dashboard — Architecture\n/);
  });

  it('answers 404 for a name that is not a document, and 400 for one that is not a name', async () => {
    const viewer = await t.signInAs('viewer');
    expect((await t.call('GET', '/api/project-documents/passwords', { token: viewer })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/project-documents/..%2Fpackage.json', { token: viewer })).statusCode).toBe(400);
  });

  it('no longer serves the raw markdown files to anyone', async () => {
    for (const file of ['/docs/architecture.md', '/docs/executive-presentation.md', '/docs/project-guide.md', '/docs/deployment-guide.md']) {
      const answer = await t.call('GET', file);
      expect(answer.statusCode, file).toBe(404);
      expect(answer.body, file).not.toContain('Starmining');
    }
    // The app itself and its public files are still served.
    expect((await t.call('GET', '/favicon.svg')).statusCode).toBe(200);
    expect((await t.call('GET', '/project-timeline/documents/architecture')).body).toContain('<div id="root">');
  });
});
