/**
 * The harness's smoke test, so that it cannot rot: on each engine, generate a small history, check that it
 * is what the server would have made (signatures, chain, numbers, taras) and that the same seed gives the
 * same data, then run every figure in quick mode and check the table has each one with a number, and that
 * the scales the bench connected are disabled again. It writes its table to a temporary folder, never to
 * bench/RESULTS.md; its figures mean nothing.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, queryRows } from '@weighbridge/server/src/db/database.js';
import { documentIntegrity } from '@weighbridge/server/src/ledger/integrity.js';
import { scaleDocuments } from '@weighbridge/server/src/db/tables/scale-documents.js';
import { scales } from '@weighbridge/server/src/db/tables/scales.js';
import { createServerDatabase, makeTempDir } from '@weighbridge/server/src/test/engines.js';
import { asc, inArray, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generateHistory } from './generate/generate-history.js';
import { historyHash, historyLine, storedHistoryChecksum } from './generate/history-checksum.js';
import { readMasterData } from './generate/master-data.js';
import { type PlanEnd, planHistory } from './generate/plan.js';
import { verifyHistory } from './generate/verify-history.js';
import { SECTION as EXPORT_SECTION } from './run/export-figure.js';
import { SECTION as INSTANCES_SECTION } from './run/instances-figure.js';
import { writeResults } from './run/results-file.js';
import { runBench } from './run/run-bench.js';
import { benchTarget, type Engine, REPO_ROOT } from './target.js';

const DOCUMENTS = 10_000;
const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];

/** The built web app, or one built now into a temporary folder (CI runs this before npm run build). */
function webDist(tmp: string): string {
  const built = path.join(REPO_ROOT, 'apps/web/dist');
  if (fs.existsSync(path.join(built, 'index.html'))) return built;
  const out = path.join(tmp, 'web-dist');
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '-c', 'apps/web/vite.config.ts', '--outDir', out, '--logLevel', 'warn'], { cwd: REPO_ROOT });
  return out;
}

describe.each(ENGINES)('bench harness on the %s engine', (engine) => {
  it('generates a verifiable, repeatable history and measures every figure', async () => {
    const tmp = await makeTempDir('weighbridge-bench-smoke-');
    const server = engine === 'postgres' ? await createServerDatabase() : undefined;
    try {
      const target = benchTarget(engine, { ...process.env, DATA_DIR: path.join(tmp, 'data'), DATABASE_URL: server?.url ?? '' });
      const now = new Date();
      const database = await openDatabase({ dataDir: target.config.dataDir, databaseUrl: target.config.databaseUrl });
      try {
        const generated = await generateHistory(target, database, { documents: DOCUMENTS, seed: 11, now });
        expect(generated.documents).toBe(DOCUMENTS);
        expect(await storedHistoryChecksum(database.db)).toBe(generated.checksum);

        // The same seed and moment plan the same history again.
        const site = await readMasterData(database.db);
        const end: PlanEnd = { lastId: 0, lastTaraNumber: 0, counters: new Map(), chainHead: null };
        const again = historyHash();
        const [first] = await queryRows<{ id: number }>(database.db, sql`select least((select min(tara_id) from tara_weighings), (select min(document_id) from scale_documents)) as id`);
        const firstId = Number(first!.id);
        for (const day of planHistory(site, { documents: DOCUMENTS, seed: 11, now, timeZone: target.config.siteTimeZone, signingKey: target.signingKey, firstId }, end)) {
          for (const row of day.documents) again.update(historyLine(row));
        }
        expect(again.digest('hex')).toBe(generated.checksum);

        expect(await verifyHistory(database.db, target.signingKey)).toEqual({ badSignatures: 0, brokenLinks: 0, headMismatch: false, counterMismatches: 0, badTaras: 0 });
        // And the server's own integrity check agrees, at the start, middle and end of the chain.
        const ids = (await database.db.select({ id: scaleDocuments.id }).from(scaleDocuments).orderBy(asc(scaleDocuments.id))).map((row) => row.id);
        const sample = await database.db.select().from(scaleDocuments).where(inArray(scaleDocuments.id, [ids[0]!, ids[1]!, ids[DOCUMENTS / 2]!, ids.at(-1)!]));
        expect(sample).toHaveLength(4);
        for (const row of sample) expect(await documentIntegrity(database.db, target.signingKey, row)).toBe('verified');
      } finally {
        await database.close();
      }

      const resultsFile = path.join(tmp, 'RESULTS.md');
      const run = await runBench(target, { quick: true, build: 'source', webDist: webDist(tmp), resultsFile, log: () => undefined });
      writeResults(resultsFile, run, '');
      const table = fs.readFileSync(resultsFile, 'utf8');
      const sections = ['1. Dashboard and reports', '2. Documents list', '3. Weighing throughput', '4. Import', 'Load run (reliability)', '5. Start-up', '6. Web build', '7. Scales', '8. Ticket PDF', '9. Documents export'];
      // Several instances share a database only on the PostgreSQL server.
      if (engine === 'postgres') sections.push(INSTANCES_SECTION);
      for (const section of sections) expect(table).toContain(`| **${section}** |`);
      if (engine === 'embedded') expect(table).not.toContain(INSTANCES_SECTION);
      expect(run.figures.filter((figure) => figure.section.startsWith('1.'))).toHaveLength(3 * 9 + 2);
      for (const figure of run.figures) expect(`${figure.name}: ${figure.value}`).toMatch(/: .*\d/);
      // Correctness is not a matter of scale: even the smoke's few weighings must all be there exactly once.
      const checks = run.figures.filter((figure) => figure.name.includes('checked in the database') || figure.name.includes('reads and weighings'));
      expect(checks.map((figure) => figure.verdict)).toEqual(Array.from({ length: engine === 'postgres' ? 5 : 3 }, () => 'met'));
      // Frames reached the page and the Node client, and the server read the ten scales, with and without streams.
      const [toScreen, inBrowser, clock, reading, following] = run.figures.filter((figure) => figure.section === '7. Scales');
      expect(toScreen!.value).toMatch(/\([1-9]\d* of [1-9]\d* frames shown/);
      expect(toScreen!.reference).toMatch(/\([1-9]\d* of [1-9]\d* frames shown/);
      expect(inBrowser!.value).toMatch(/\([1-9]\d* events\)/);
      expect(clock!.value).toMatch(/within/);
      for (const cost of [reading!, following!]) expect(cost.value).toMatch(/\([1-9][\d,]* frames read/);
      expect(following!.value).toMatch(/ [1-9][\d,]* updates sent/);
      // The export's file held every row the list counts.
      const [exported] = run.figures.filter((figure) => figure.section === EXPORT_SECTION);
      expect(exported!.value).toContain(`(${/^([\d,]+) rows/.exec(exported!.name)![1]} rows in the file)`);
      // No scale of the bench stays connected to a simulator's port that is closed now.
      const checked = await openDatabase({ dataDir: target.config.dataDir, databaseUrl: target.config.databaseUrl });
      try {
        const benchScales = await checked.db.select({ enabled: scales.enabled }).from(scales).where(like(scales.name, 'Bench %'));
        expect(benchScales).toEqual(Array.from({ length: 11 }, () => ({ enabled: false })));
      } finally {
        await checked.close();
      }
      expect(fs.existsSync(path.join(REPO_ROOT, 'bench/RESULTS.md')) ? fs.readFileSync(path.join(REPO_ROOT, 'bench/RESULTS.md'), 'utf8') : '').not.toContain(run.date);
    } finally {
      await server?.drop();
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
