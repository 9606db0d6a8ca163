/**
 * Figure 4: importing a generated workbook through POST /api/import/excel: total time and the server's
 * peak memory (VmHWM), next to parsing the same file alone with the same code in a child process; and
 * what a health check and a scale house weighing take meanwhile, next to the same with no import.
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
    const form = new FormData();
    form.append('file', new Blob([content], { type: XLSX_TYPE }), path.basename(file));
    const started = performance.now();
    const importing = client.post('/api/import/excel', form) as Promise<ImportAnswer>;
    const during = await probeWhile(client, site, probeVehicle, importing);
    const answer = await importing;
    const seconds = (performance.now() - started) / 1000;
    const peakKb = server.memoryKb('VmHWM');
    const { stats } = answer;
    const ratio = seconds / (parse.ms / 1000);
    return [
      {
        section: SECTION,
        name: `${rows.toLocaleString('en-US')} rows (${(content.length / 1024 / 1024).toFixed(1)} MB .xlsx): total time`,
        value: `${seconds.toFixed(1)} s (${stats.successfulImports} imported, ${stats.errors} refused, ${stats.skippedRows} skipped)`,
        reference: `parse only ${(parse.ms / 1000).toFixed(1)} s (${ratio.toFixed(1)}x)`,
        budget: '<= 30 s and <= 3x parse',
        verdict: verdict(seconds <= 30 && ratio <= 3 && stats.successfulImports === rows),
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

async function parseOnly(file: string): Promise<{ ms: number; rows: number; peakKb: number }> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--conditions=source', path.join(REPO_ROOT, 'bench/src/run/parse-only.ts'), file], {
    cwd: REPO_ROOT,
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}
