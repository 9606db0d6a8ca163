/**
 * npm run bench:generate -- --documents <N> [--seed <n>] [--engine embedded|postgres]
 * Fills the database the server would open (DATABASE_URL, or the data folder DATA_DIR, by default
 * bench/.data) with a realistic site and N scale documents ending now.
 */
import { ensureRollupTimeZone } from '@weighbridge/server/src/modules/rollups/time-zone.js';
import { parseArgs, wholeNumber } from './args.js';
import { generateHistory } from './generate/generate-history.js';
import { benchTarget, type Engine, openTarget } from './target.js';

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const documents = wholeNumber(options, 'documents', 20_000);
  const seed = wholeNumber(options, 'seed', 1);
  const target = benchTarget(options.get('engine') as Engine | undefined);
  const where = target.engine === 'postgres' ? 'the PostgreSQL server of DATABASE_URL' : `the embedded engine in ${target.config.dataDir}`;
  console.log(`Generating ${documents.toLocaleString('en-US')} documents (seed ${seed}) into ${where}, site time zone ${target.config.siteTimeZone}`);
  const database = await openTarget(target);
  try {
    // The report totals count each batch as it goes in, as for real weighings, in the site's zone.
    await ensureRollupTimeZone(database.db, target.config.siteTimeZone);
    const result = await generateHistory(target, database, { documents, seed, log: console.log });
    console.log(
      `Done: ${result.documents.toLocaleString('en-US')} documents and ${result.taras.toLocaleString('en-US')} tara weighings in ${result.seconds.toFixed(1)} s ` +
        `(${Math.round(result.rowsPerSecond).toLocaleString('en-US')} rows/s); history checksum ${result.checksum}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
