/** Backing up through the API as the page does: start one, then follow GET /api/backups until it is written. */
import type { BackupJob } from '@weighbridge/contract/backups';
import type { TestApp } from './test-app.js';

/** Takes a backup on demand and answers its job once finished (done or failed). */
export async function backUpThroughApi(t: Pick<TestApp, 'call'>, token: string): Promise<BackupJob> {
  const started = await t.call('POST', '/api/backups', { token });
  if (started.statusCode !== 202) throw new Error(`backup not started: ${started.statusCode} ${started.body}`);
  const { id } = started.json().job as BackupJob;
  for (;;) {
    const job = (await t.call('GET', '/api/backups', { token })).json().job as BackupJob;
    if (job.id === id && job.state !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
