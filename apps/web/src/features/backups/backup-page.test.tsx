import type { Backup, BackupsResponse, BackupVerification } from '@weighbridge/contract/backups';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiTestServerForFile, permissionsOf, renderPage } from '../../app/testing/render-page';
import { BackupPage } from './backup-page';

const api = apiTestServerForFile();
const ADMIN = permissionsOf(['settings.backup'], ['settings.backup.view', 'settings.database.backup', 'settings.database.restore']);
const renderBackups = () => renderPage(<BackupPage />, { permissions: ADMIN });

const counts = { vehicles: 1, scale_documents: 2 };
const authenticated: Backup = {
  file: 'weighbridge-backup-2026-03-02T08-00-00Z.json',
  sizeBytes: 4096,
  createdAt: '2026-03-02T08:00:00.000Z',
  reason: 'manual',
  counts,
  hasAuthenticationCode: true,
  problem: null,
};
const oldFormat: Backup = { ...authenticated, file: 'weighbridge-backup-2025-12-01T02-00-00Z.json', createdAt: '2025-12-01T02:00:00.000Z', reason: 'scheduled', hasAuthenticationCode: false };
const listed: BackupsResponse = {
  data: [authenticated, oldFormat],
  job: null,
  backupDir: '/var/lib/weighbridge/backups',
  schedule: { schedule: 'daily 02:00', timeZone: 'Europe/Ljubljana', retention: 7, nextAt: null, last: null, lastSuccessAt: null },
};
const tables = [
  { table: 'vehicles', recorded: 1, found: 1 },
  { table: 'scale_documents', recorded: 2, found: 2 },
];

async function rowOf(file: string): Promise<HTMLElement> {
  return (await screen.findByText(file)).closest('tr')!;
}

describe('the Backup & Restore page', () => {
  it('shows whether each backup carries an authentication code, and what a verification found', async () => {
    api.answer('GET /api/backups', { status: 200, body: listed });
    renderBackups();
    expect(await screen.findByRole('columnheader', { name: 'Authentication' })).toBeTruthy();
    expect(within(await rowOf(authenticated.file)).getByText('HMAC-SHA-256')).toBeTruthy();
    expect(within(await rowOf(oldFormat.file)).getByText('not authenticated (old format)')).toBeTruthy();

    const verified: BackupVerification = { file: authenticated.file, verified: true, authentication: 'authenticated', tables, problems: [] };
    api.answer(`POST /api/backups/${authenticated.file}/verify`, { status: 200, body: { data: verified } });
    fireEvent.click(within(await rowOf(authenticated.file)).getByRole('button', { name: `Verify ${authenticated.file}` }));
    expect((await screen.findByRole('status')).textContent).toBe(
      `${authenticated.file} verified: it is authenticated (written with this site's key and unchanged since) and every table holds the rows its header records.`,
    );
    const row = await rowOf(authenticated.file);
    expect(within(row).getByText('authenticated')).toBeTruthy();
    expect(within(row).getByText('Verified')).toBeTruthy();

    const problem = `${authenticated.file} does not match the authentication code it was written with: it was changed after it was written, or written with another signing key.`;
    api.answer(`POST /api/backups/${authenticated.file}/verify`, { status: 200, body: { data: { ...verified, verified: false, authentication: 'altered', problems: [problem] } } });
    fireEvent.click(within(row).getByRole('button', { name: `Verify ${authenticated.file}` }));
    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByText(`${authenticated.file} failed verification:`)).toBeTruthy();
    expect(within(alert).getByRole('listitem').textContent).toBe(problem);
    expect(await within(await rowOf(authenticated.file)).findByText('altered or other key')).toBeTruthy();
    expect(within(await rowOf(authenticated.file)).getByText('Failed')).toBeTruthy();
  });

  it('does not restore a backup of an old format, and says how it can be restored', async () => {
    api.answer('GET /api/backups', { status: 200, body: listed });
    renderBackups();
    fireEvent.click(within(await rowOf(oldFormat.file)).getByRole('button', { name: `Restore ${oldFormat.file}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore Backup' });
    expect(within(dialog).getByRole('alert').textContent).toBe(
      `${oldFormat.file} is not authenticated: it was written before backups were authenticated, so a change to it would go unnoticed. ` +
        `The page restores only authenticated backups; on the server, npm run db -- restore ${oldFormat.file} --accept-unauthenticated restores it all the same.`,
    );
    fireEvent.change(within(dialog).getByLabelText('Type RESTORE to confirm'), { target: { value: 'RESTORE' } });
    const restore = within(dialog).getByRole('button', { name: 'Restore' }) as HTMLButtonElement;
    expect(restore.disabled).toBe(true);
    fireEvent.submit(restore.closest('form')!);
    expect(api.requests.some((request) => request.method === 'POST' && request.url.endsWith('/restore'))).toBe(false);
  });
});
