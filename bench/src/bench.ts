/**
 * npm run bench -- [--engine embedded|postgres] [--quick] [--server dist|source] [--web-dist <dir>] [--results <file.md>]
 * Runs every figure against the database the generator filled (see generate.ts) and writes bench/RESULTS.md.
 */
import path from 'node:path';
import { parseArgs } from './args.js';
import { sectionMarkdown, writeResults } from './run/results-file.js';
import { runBench } from './run/run-bench.js';
import { benchTarget, type Engine, REPO_ROOT } from './target.js';

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const target = benchTarget(options.get('engine') as Engine | undefined);
  const resultsFile = path.resolve(options.get('results') ?? path.join(REPO_ROOT, 'bench/RESULTS.md'));
  const run = await runBench(target, {
    quick: options.has('quick'),
    build: options.get('server') === 'source' ? 'source' : 'dist',
    webDist: path.resolve(options.get('web-dist') ?? path.join(REPO_ROOT, 'apps/web/dist')),
    resultsFile,
    log: (line) => console.log(`[bench] ${line}`),
  });
  console.log(`\n${sectionMarkdown(run)}\n`);
  writeResults(resultsFile, run, '');
  console.log(`Written to ${resultsFile}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
