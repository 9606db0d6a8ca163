/**
 * Figure 4: importing a generated workbook through POST /api/import/excel: total time with nothing else
 * going on and the server's peak memory (VmHWM), next to parsing the same file alone with the same code in
 * a child process; then a second workbook of as many rows while a health check and a scale house weighing
 * run: the import's time, and theirs next to the same with no import.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../target.js';
import type { ApiClient } from './api-client.js';
import { type Figure, mb, verdict } from './figures.js';
import { probeFigures, probeWhile } from './import-probes.js';
import { importWorkbook } from './import-workbook.js';
import type { RunningServer } from './server-process.js';
import type { SiteInfo } from './site-info.js';

export const SECTION = '4. Import';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type ImportAnswer = { stats: { totalRows: number; successfulImports: number; errors: number; skippedRows: number } };

export async function importFigures(client: ApiClient, server: RunningServer, site: SiteInfo, rows: number, referenceMs: number): Promise<Figure[]> {
  const content = importWorkbook(site, rows, new Date());
  const file = path.join(await fs.promises.mkdtemp(path.join(os.tmpdir(), 'weighbridge-bench-')), `import-${rows}.xlsx`);
  await fs.promises.writeFile(file, content);
  try {
    const parse = await parseOnly(file);
    // A truck of its own, so that the probe's weighings never wait on another client's.
    const probeVehicle = site.vehicleIds.at(-1)!;
    const reference = await probeWhile(client, site, probeVehicle, new Promise((resolve) => setTimeout(resolve, referenceMs)));
    const peakBefore = server.memoryKb('VmHWM');
    // First with nothing else going on: the import's own time. Its rows lie before all of the second file's,
    // so that the second import finds none of them on record.
    const quiet = await timedImport(client, importWorkbook(site, rows, new Date(Date.now() - QUIET_FILE_EARLIER_MS)), path.basename(file));
    const importing = timedImport(client, content, path.basename(file));
    const during = await probeWhile(client, site, probeVehicle, importing);
    const busy = await importing;
    const peakKb = server.memoryKb('VmHWM');
    const ratio = quiet.seconds / (parse.ms / 1000);
    const outcome = ({ stats }: ImportAnswer) => `${stats.successfulImports} imported, ${stats.errors} refused, ${stats.skippedRows} skipped`;
    return [
      {
        section: SECTION,
        name: `${rows.toLocaleString('en-US')} rows (${(content.length / 1024 / 1024).toFixed(1)} MB .xlsx): total time`,
        value: `${quiet.seconds.toFixed(1)} s (${outcome(quiet.answer)})`,
        reference: `parse only ${(parse.ms / 1000).toFixed(1)} s (${ratio.toFixed(1)}x)`,
        budget: '<= 30 s and <= 3x parse',
        verdict: verdict(quiet.seconds <= 30 && ratio <= 3 && quiet.answer.stats.successfulImports === rows),
      },
      {
        section: SECTION,
        name: `${rows.toLocaleString('en-US')} rows while a scale house weighs: total time`,
        value: `${busy.seconds.toFixed(1)} s (${outcome(busy.answer)})`,
        reference: `no weighings ${quiet.seconds.toFixed(1)} s`,
        budget: 'all rows imported',
        verdict: verdict(busy.answer.stats.successfulImports === rows),
      },
      {
        section: SECTION,
        name: 'Server peak memory (VmHWM) after the import',
        value: mb(peakKb),
        reference: `before ${mb(peakBefore)}; parse-only process ${mb(parse.peakKb)}`,
        budget: '<= 1536 MB',
        verdict: verdict(peakKb <= 1536 * 1024),
      },
      ...probeFigures(SECTION, rows, during, reference),
    ];
  } finally {
    await fs.promises.rm(path.dirname(file), { recursive: true, force: true });
  }
}

/** How much earlier the rows of the import with no weighings lie than the other's. */
const QUIET_FILE_EARLIER_MS = 61 * 86_400_000;

async function timedImport(client: ApiClient, content: Buffer, fileName: string): Promise<{ answer: ImportAnswer; seconds: number }> {
  const form = new FormData();
  form.append('file', new Blob([content], { type: XLSX_TYPE }), fileName);
  const started = performance.now();
  const answer = (await client.post('/api/import/excel', form)) as ImportAnswer;
  return { answer, seconds: (performance.now() - started) / 1000 };
}

async function parseOnly(file: string): Promise<{ ms: number; rows: number; peakKb: number }> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--conditions=source', path.join(REPO_ROOT, 'bench/src/run/parse-only.ts'), file], {
    cwd: REPO_ROOT,
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}
