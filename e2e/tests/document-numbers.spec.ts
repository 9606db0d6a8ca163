/**
 * Settings / System, Document numbers: an administrator sets this year's prefix and digits, the page previews
 * the next number, and the next load weighed carries it, in the history beside the number issued before the
 * change, which keeps its own. The year's default format is put back at the end, for the other journeys.
 */
import { DOCUMENT_NUMBER_MESSAGES, type YearNumbering } from '@weighbridge/contract/document-numbers';
import { expect, test } from '@playwright/test';
import { adminHeaders, seriousViolations, signIn, weighLoadThroughApi } from './fixtures';

test('an administrator sets a prefix for this year and the next load is numbered with it', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const years = ((await (await request.get('/api/site/document-numbers', { headers })).json()) as { data: YearNumbering[] }).data;
  const year = Math.min(...years.filter((row) => row.editable).map((row) => row.year));
  const before = await weighLoadThroughApi(request);
  try {
    await signIn(page, 'admin');
    await page.goto('/settings/system');
    const section = page.getByRole('main').getByRole('region', { name: 'Document numbers' });
    const form = section.getByRole('form', { name: 'Number format' });
    await expect(form.getByLabel('Year')).toHaveValue(String(year));
    expect(await seriousViolations(page, 'section[aria-label="Document numbers"]')).toEqual([]);
    await form.getByRole('textbox', { name: 'Prefix' }).fill('TARA-');
    await form.getByRole('button', { name: 'Save number format' }).click();
    await expect(form.getByText(`Prefix ${DOCUMENT_NUMBER_MESSAGES.taraPrefix}`)).toBeVisible();

    await form.getByRole('textbox', { name: 'Prefix' }).fill('ki-e2e-');
    await form.getByRole('textbox', { name: 'Digits' }).fill('5');
    const preview = form.getByTestId('next-document-number');
    await expect(preview).toHaveText(/^KI-E2E-\d{5}$/);
    const next = await preview.textContent();
    await form.getByRole('button', { name: 'Save number format' }).click();
    await expect(page.getByText(DOCUMENT_NUMBER_MESSAGES.saved)).toBeVisible();
    await expect(section.getByRole('row', { name: new RegExp(`^${year} KI-E2E- 5 `) })).toContainText(next!);

    const after = await weighLoadThroughApi(request);
    expect(after.documentNumber).toBe(next);
    await page.goto('/documents');
    const main = page.getByRole('main');
    /** Searches the history, which then lists one row alone. */
    const search = async (text: string) => {
      await main.getByLabel('Search', { exact: true }).fill(text);
      await main.getByRole('button', { name: 'Apply Filters' }).click();
      await expect(main.getByRole('group', { name: 'Filtered Results' }).getByText('1', { exact: true })).toBeVisible();
    };
    // Found by a piece of the new prefix; the number issued before the change keeps its own.
    await search('i-e2e');
    await expect(main.getByRole('row', { name: new RegExp(next!) })).toContainText(after.plate);
    await search(before.documentNumber);
    await expect(main.getByRole('row', { name: new RegExp(before.documentNumber) })).toContainText(before.plate);
  } finally {
    const restored = await request.put('/api/site/document-numbers', { headers, data: { year, prefix: `SD-${year}-`, digits: 6 } });
    expect(restored.status()).toBe(200);
  }
});
