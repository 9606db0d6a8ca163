/**
 * Figure 5: from starting the production server to its first healthy /api/health, and its resident
 * memory after a few idle seconds; the reference is a bare node process's start and exit.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Target } from '../target.js';
import { type Figure, mb, ms, verdict } from './figures.js';
import { type ServerBuild, startServer } from './server-process.js';

export const SECTION = '5. Start-up';

export async function startupFigures(target: Target, build: ServerBuild, webDist: string, idleMs: number): Promise<Figure[]> {
  const bareStarted = performance.now();
  await promisify(execFile)(process.execPath, ['-e', '0']);
  const bareMs = performance.now() - bareStarted;
  const server = await startServer(target, { build, webDist });
  try {
    await new Promise((resolve) => setTimeout(resolve, idleMs));
    const idleKb = server.memoryKb('VmRSS');
    const budgetMs = target.engine === 'embedded' ? 5000 : undefined;
    return [
      {
        section: SECTION,
        name: `${target.engine} engine: start to healthy /api/health`,
        value: ms(server.startupMs),
        reference: `bare node start and exit ${ms(bareMs)}`,
        budget: budgetMs ? `<= ${ms(budgetMs)}` : '-',
        verdict: budgetMs ? verdict(server.startupMs <= budgetMs) : '-',
      },
      { section: SECTION, name: `${target.engine} engine: idle resident memory (VmRSS)`, value: mb(idleKb), reference: '-', budget: '-', verdict: '-' },
    ];
  } finally {
    await server.stop();
  }
}
