/**
 * npm run bench -- [--engine embedded|postgres] [--quick] [--only import|scales|tickets|export|instances|history|stops|operations] [--server dist|source] [--web-dist <dir>] [--results <file.md>]
 *   with --only history: --small-database <DATABASE_URL> [--reference-server <an earlier build's apps/server/dist/main.js>] [--reference-database <DATABASE_URL>]
 * Runs every figure against the database the generator filled (see generate.ts) and writes bench/RESULTS.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from './args.js';
import { mergeSections, sectionMarkdown, writeResults } from './run/results-file.js';
import { ONLY_SECTIONS, type OnlySection, runBench } from './run/run-bench.js';
import { benchTarget, type Engine, REPO_ROOT } from './target.js';

function historyOptions(options: Map<string, string>) {
  const small = options.get('small-database');
  if (!small) return {};
  const referenceServer = options.get('reference-server');
  const referenceDatabase = options.get('reference-database');
  const target = (url: string) => benchTarget('postgres', { ...process.env, DATABASE_URL: url });
  return {
    history: {
      smallTarget: target(small),
      referenceServer: referenceServer && path.resolve(referenceServer),
      referenceTarget: referenceDatabase ? target(referenceDatabase) : undefined,
    },
  };
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const target = benchTarget(options.get('engine') as Engine | undefined);
  const resultsFile = path.resolve(options.get('results') ?? path.join(REPO_ROOT, 'bench/RESULTS.md'));
  const only = options.get('only') as OnlySection | undefined;
  if (only !== undefined && !ONLY_SECTIONS.includes(only)) throw new Error(`--only takes ${ONLY_SECTIONS.map((name) => `'${name}'`).join(' or ')}, not '${only}'`);
  const measured = await runBench(target, {
    quick: options.has('quick'),
    only,
    build: options.get('server') === 'source' ? 'source' : 'dist',
    webDist: path.resolve(options.get('web-dist') ?? path.join(REPO_ROOT, 'apps/web/dist')),
    resultsFile,
    log: (line) => console.log(`[bench] ${line}`),
    ...historyOptions(options),
  });
  const run = only ? mergeSections(resultsFile, measured) : measured;
  console.log(`\n${sectionMarkdown(run)}\n`);
  // What limits the budgets not met is written by hand in LIMITS.md beside the results, and kept under them.
  const limits = path.join(path.dirname(resultsFile), 'LIMITS.md');
  writeResults(resultsFile, run, fs.existsSync(limits) ? fs.readFileSync(limits, 'utf8').trim() : '');
  console.log(`Written to ${resultsFile}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
