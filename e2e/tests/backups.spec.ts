/**
 * Backup & Restore (issue 19): an administrator backs up from the page, verifies and downloads the backup,
 * clears the database on the Database page, restores the backup from the backup page after typing the
 * confirmation, and finds the documents back. All spec files share one server: this one makes its own
 * records, and what it clears comes back with the restore.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signIn, weighLoadThroughApi } from './fixtures';

async function expectAccessible(page: Page) {
  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}

async function findDocument(page: Page, plate: string) {
  await page.goto('/documents');
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('Search').fill(plate);
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
}

test('a backup made on the page is verified, downloaded, and restored after a clear, with the documents back', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { plate, documentNumber: number } = await weighLoadThroughApi(request);
  await signIn(page, 'admin');
  await page.goto('/settings/backup');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Backup & Restore' })).toBeVisible();
  await expect(main.getByRole('group', { name: 'Schedule', exact: true })).toHaveText('Scheduledaily 02:00 (Europe/Ljubljana time)');

  await main.getByRole('button', { name: 'Back Up Now' }).click();
  const written = main.getByRole('status').filter({ hasText: /^Backup written: / });
  await expect(written).toBeVisible({ timeout: 20_000 });
  const file = /weighbridge-backup-\S+\.json/.exec((await written.textContent()) ?? '')![0];
  const row = main.getByRole('row').filter({ hasText: file });
  await expect(row).toContainText('Manual');
  await expect(row).toContainText('HMAC-SHA-256');
  await expect(main.getByRole('button', { name: 'Back Up Now' })).toBeEnabled();

  await row.getByRole('button', { name: `Rows per table of ${file}` }).click();
  await expect(main.getByRole('listitem').filter({ hasText: /^scale documents: [1-9]/ })).toBeVisible();

  await row.getByRole('button', { name: `Verify ${file}` }).click();
  await expect(main.getByRole('status')).toHaveText(
    `${file} verified: it is authenticated (written with this site's key and unchanged since) and every table holds the rows its header records.`,
  );
  await expect(row.getByText('authenticated', { exact: true })).toBeVisible();
  await expect(row.getByText('Verified')).toBeVisible();
  await page.screenshot({ path: 'e2e/.output/backup-page.png', fullPage: true });
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${file}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(file);
  const backup = JSON.parse(await readFile(await download.path(), 'utf8'));
  expect(backup).toMatchObject({ format: 'weighbridge-backup', version: 4, reason: 'manual', hmacSha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
  expect(backup.tables.scale_documents.map((document: { document_number: string }) => document.document_number)).toContain(number);

  // Into a database that holds data, the restore is refused with the server's reason.
  await row.getByRole('button', { name: `Restore ${file}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Restore Backup' });
  await expect(dialog.getByRole('button', { name: 'Restore' })).toBeDisabled();
  await dialog.getByLabel('Type RESTORE to confirm').fill('RESTORE');
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/^The database is not empty \(.*\)\. A backup is restored only into an empty database/);
  await page.screenshot({ path: 'e2e/.output/backup-restore-refused.png' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/settings/database');
  page.on('dialog', (confirmation) => void confirmation.accept());
  await page.getByRole('button', { name: 'Clear Database' }).click();
  await expect(main.getByRole('status')).toHaveText(/^Database cleared successfully!/);
  await findDocument(page, plate);
  await expect(page.getByRole('button', { name: number, exact: true })).toHaveCount(0);

  await page.goto('/settings/backup');
  await main.getByRole('row').filter({ hasText: file }).getByRole('button', { name: `Restore ${file}` }).click();
  dialog = page.getByRole('dialog', { name: 'Restore Backup' });
  await dialog.getByLabel('Type RESTORE to confirm').fill('restore');
  await expect(dialog.getByRole('button', { name: 'Restore' })).toBeDisabled();
  await dialog.getByLabel('Type RESTORE to confirm').fill('RESTORE');
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(main.getByRole('status')).toHaveText(new RegExp(`^Restored ${file.replaceAll('.', '\\.')}: [\\d,]+ rows are back\\.$`));
  await expect(dialog).toHaveCount(0);
  await page.screenshot({ path: 'e2e/.output/backup-restored.png', fullPage: true });

  await findDocument(page, plate);
  await expect(page.getByRole('button', { name: number, exact: true })).toBeVisible();
});
