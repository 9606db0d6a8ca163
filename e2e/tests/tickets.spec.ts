/**
 * The weighing ticket in the browser (issue 18): an operator prints a load's ticket from the weighing
 * page, and with 'Open ticket after every load' on the ticket opens by itself on the chosen paper; the
 * detail prints, then reprints and counts the prints; the history prints a load from its row; a viewer
 * sees no print control; the page a ticket's QR code opens tells, without signing in, whether it is
 * genuine. Every ticket opens in a new tab at a blob: address, whose PDF is read back as text.
 */
import { formatDateTime } from '@weighbridge/contract/formats';
import { TICKET_MESSAGES, verificationPath } from '@weighbridge/contract/tickets';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { adminHeaders, chooseOption, createRecord, E2E_SITE_TIME_ZONE, printedVerificationCode, readPdf, signIn, unique, weighLoadThroughApi } from './fixtures';

/** Page sizes in points, as pdfinfo reads them. */
const A4 = { width: 595.28, height: 841.89 };
const A5 = { width: 419.53, height: 595.28 };

/** Where the page keeps the blobs behind the object (blob:) addresses it makes. */
type WithObjectUrls = { ticketObjectUrls: Map<string, Blob> };

/**
 * The app's Content-Security-Policy (connect-src 'self') forbids fetching a blob: address, so the bytes
 * of the ticket a tab shows are read from the Blob behind its address: the page keeps each Blob it makes
 * an address for, and otherwise runs as it always does.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const made = new Map<string, Blob>();
    (window as unknown as WithObjectUrls).ticketObjectUrls = made;
    const createObjectURL = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = createObjectURL(object);
      if (object instanceof Blob) made.set(url, object);
      return url;
    };
  });
});

/** Clicks and reads the ticket the click opens. */
async function ticketOpenedBy(page: Page, click: () => Promise<unknown>) {
  const [popup] = await Promise.all([page.waitForEvent('popup'), click()]);
  return ticketIn(page, popup);
}

/** The ticket a new tab shows: a PDF at a blob: address, read as text. */
async function ticketIn(page: Page, popup: Page) {
  await expect.poll(() => popup.url()).toMatch(/^blob:http/);
  const bytes = await page.evaluate(async (url) => {
    const blob = (window as unknown as WithObjectUrls).ticketObjectUrls.get(url);
    return blob ? { type: blob.type, data: Array.from(new Uint8Array(await blob.arrayBuffer())) } : null;
  }, popup.url());
  expect(bytes?.type).toBe('application/pdf');
  const pdf = Buffer.from(bytes!.data);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await popup.close();
  return readPdf(pdf);
}

/** How many times the server has printed a document's ticket. */
async function printsOf(request: APIRequestContext, headers: Record<string, string>, documentId: number): Promise<number> {
  const detail = await request.get(`/api/scale-documents/${documentId}`, { headers });
  return ((await detail.json()) as { data: { ticket_prints: number } }).data.ticket_prints;
}

/** Weighs the chosen truck full on the weighing page and answers the new ticket's number. */
async function weighLoadOnPage(page: Page, weight: string, material: string, area: string): Promise<string> {
  const main = page.getByRole('main');
  await main.getByLabel('Current Weight (kg)').fill(weight);
  await chooseOption(page, 'Material', material);
  await chooseOption(page, 'Loading Area', area);
  await main.getByRole('button', { name: 'Weigh LOAD (Full)' }).click();
  const card = main.getByRole('region', { name: 'Last ticket' });
  await expect(card.getByTestId('last-ticket-number')).toHaveText(/^SD-\d{4}-\d{6}$/);
  await expect(main.getByRole('combobox', { name: 'Vehicle' })).toHaveValue('');
  return (await card.getByTestId('last-ticket-number').textContent())!;
}

test('an operator prints the last load, and with the setting on the next load opens its ticket by itself', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const id = unique();
  const plate = `PR ${id}`;
  await createRecord(request, headers, '/vehicles', { registration_number: plate, brand: 'Volvo', model: 'FMX' });
  const material = `Sand ${id}`;
  const area = `East Pit ${id}`;
  await createRecord(request, headers, '/materials', { name: material, registration_id: `SA-${id}` });
  await createRecord(request, headers, '/loading-areas', { area_name: area });

  await signIn(page, 'operator');
  await page.goto('/weighing');
  const main = page.getByRole('main');
  const options = main.getByRole('group', { name: 'Ticket printing' });
  const openAfterLoad = options.getByLabel('Open ticket after every load');
  const paper = options.getByLabel('Ticket paper');
  await expect(openAfterLoad).not.toBeChecked();
  await expect(paper).toHaveValue('a4');
  await expect(paper.locator('option')).toHaveText(['A4', 'A5', '80 mm roll']);
  const popups: Page[] = [];
  page.on('popup', (popup) => popups.push(popup));

  await chooseOption(page, 'Vehicle', plate);
  await main.getByLabel('Current Weight (kg)').fill('15000');
  await main.getByRole('button', { name: 'Record TARA (Empty)' }).click();
  await expect(page.getByText('Tara recorded successfully')).toBeVisible();
  await expect(main.getByText('15,000.00 kg', { exact: true })).toBeVisible();
  const first = await weighLoadOnPage(page, '42000.5', material, area);

  const card = main.getByRole('region', { name: 'Last ticket' });
  const ticket = await ticketOpenedBy(page, () => card.getByRole('button', { name: 'Print ticket' }).click());
  expect(ticket.text).toContain(first);
  expect(ticket.text).toMatch(/NET\s+27,000\.50 kg/);
  expect(ticket.text).not.toContain('COPY');
  expect(ticket).toMatchObject(A4);
  // With the setting off the load opened nothing by itself: the click's was the only print.
  const loads = await request.get(`/api/scale-documents?search=${first}`, { headers });
  const [firstLoad] = ((await loads.json()) as { data: { document_id: number }[] }).data;
  expect(await printsOf(request, headers, firstLoad!.document_id)).toBe(1);
  expect(popups).toHaveLength(1);

  // Both settings are this browser's: they are still there after a reload.
  await openAfterLoad.check();
  await paper.selectOption('A5');
  await page.reload();
  await expect(openAfterLoad).toBeChecked();
  await expect(paper).toHaveValue('a5');

  await chooseOption(page, 'Vehicle', plate);
  const opened = page.waitForEvent('popup');
  const second = await weighLoadOnPage(page, '40000', material, area);
  const auto = await ticketIn(page, await opened);
  expect(auto.text).toContain(second);
  expect(auto.text).toMatch(/NET\s+25,000\.00 kg/);
  expect(auto).toMatchObject(A5);
  await expect(card.getByTestId('last-ticket-number')).toHaveText(second);
});

test('the detail prints, then reprints and counts; the history prints a load from its row and never a tara', async ({ page, request }) => {
  const load = await weighLoadThroughApi(request);
  await signIn(page, 'supervisor');
  await page.goto('/documents');
  const main = page.getByRole('main');
  await main.getByLabel('Search', { exact: true }).fill(load.plate);
  await main.getByRole('button', { name: 'Apply Filters' }).click();
  const loadRow = main.getByRole('row', { name: new RegExp(load.documentNumber) });
  const taraRow = main.getByRole('row', { name: /TARA-\d{6}/ }).filter({ hasText: load.plate });
  await expect(main.getByRole('columnheader', { name: 'Ticket' })).toBeVisible();
  await expect(loadRow.getByRole('button', { name: 'Print ticket' })).toBeVisible();
  await expect(taraRow).toBeVisible();
  await expect(taraRow.getByRole('button', { name: 'Print ticket' })).toHaveCount(0);

  const detail = page.getByRole('dialog', { name: `Document ${load.documentNumber}` });
  const ticketPanel = detail.getByRole('region', { name: 'Ticket' });
  await loadRow.getByRole('button', { name: load.documentNumber }).click();
  await expect(ticketPanel).toContainText('Not printed yet');
  await expect(ticketPanel.getByRole('button', { name: 'Reprint' })).toHaveCount(0);
  const original = await ticketOpenedBy(page, () => ticketPanel.getByRole('button', { name: 'Print ticket' }).click());
  expect(original.text).toContain(load.documentNumber);
  expect(original.text).not.toContain('COPY');
  await expect(ticketPanel).toContainText('Printed once');
  await expect(ticketPanel.getByRole('button', { name: 'Print ticket' })).toHaveCount(0);

  const copy = await ticketOpenedBy(page, () => ticketPanel.getByRole('button', { name: 'Reprint' }).click());
  expect(copy.text).toContain('COPY 2');
  await expect(ticketPanel).toContainText('Printed 2 times');
  await detail.getByRole('button', { name: 'Close dialog' }).click();
  await expect(detail).toHaveCount(0);

  // The row's button prints without opening the row.
  const fromRow = await ticketOpenedBy(page, () => loadRow.getByRole('button', { name: 'Print ticket' }).click());
  expect(fromRow.text).toContain(load.documentNumber);
  expect(fromRow.text).toContain('COPY 3');
  await expect(detail).toHaveCount(0);
  await loadRow.getByRole('button', { name: load.documentNumber }).click();
  await expect(ticketPanel).toContainText('Printed 3 times');
  await detail.getByRole('button', { name: 'Close dialog' }).click();

  await taraRow.click();
  const taraDetail = page.getByRole('dialog', { name: /^Document TARA-/ });
  await expect(taraDetail.getByText(load.plate).first()).toBeVisible();
  await expect(taraDetail.getByRole('region', { name: 'Ticket' })).toHaveCount(0);
  await expect(taraDetail.getByRole('button', { name: /Print ticket|Reprint/ })).toHaveCount(0);
});

test('a viewer reads how often a ticket was printed, with no print control anywhere', async ({ page, request }) => {
  const load = await weighLoadThroughApi(request);
  await printedVerificationCode(request, load);
  await signIn(page, 'viewer');
  await page.goto('/documents');
  const main = page.getByRole('main');
  await main.getByLabel('Search', { exact: true }).fill(load.plate);
  await main.getByRole('button', { name: 'Apply Filters' }).click();
  const loadRow = main.getByRole('row', { name: new RegExp(load.documentNumber) });
  await expect(loadRow).toBeVisible();
  await expect(main.getByRole('columnheader', { name: 'Ticket' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Print ticket' })).toHaveCount(0);

  await loadRow.click();
  const ticketPanel = page.getByRole('dialog', { name: `Document ${load.documentNumber}` }).getByRole('region', { name: 'Ticket' });
  await expect(ticketPanel).toContainText('Printed once');
  await expect(ticketPanel.getByRole('button')).toHaveCount(0);
  await expect(ticketPanel.getByLabel('Ticket paper')).toHaveCount(0);
});

test.describe('the page a ticket\'s QR code opens', () => {
  // The reader is half a day from the site: the date still reads in the site's zone, as the ticket printed it.
  const READER_TIME_ZONE = 'Pacific/Auckland';
  test.use({ timezoneId: READER_TIME_ZONE });

  /** The value of a row of the verification, named by its header. */
  const rowValue = (page: Page, name: string): Locator => page.getByRole('row', { name: new RegExp(`^${name}`) }).getByRole('cell');

  test('tells without signing in that a printed ticket is genuine, then that it was voided', async ({ page, request }) => {
    const load = await weighLoadThroughApi(request, 12_000, 40_888.89);
    const code = await printedVerificationCode(request, load);
    const detail = await request.get(`/api/scale-documents/${load.documentId}`, { headers: load.headers });
    const weighedAt = ((await detail.json()) as { data: { second_weigh_timestamp: string } }).data.second_weigh_timestamp;
    const siteDate = formatDateTime(weighedAt, E2E_SITE_TIME_ZONE);
    expect(siteDate).not.toBe(formatDateTime(weighedAt, READER_TIME_ZONE));

    await page.goto(verificationPath(load.documentNumber, code));
    await expect(page.getByRole('heading', { level: 1, name: 'Ticket verification' })).toBeVisible();
    await expect(page.getByText("This ticket matches the weighbridge's record.")).toBeVisible();
    await expect(rowValue(page, 'Ticket number')).toHaveText(load.documentNumber);
    await expect(rowValue(page, 'Integrity')).toHaveText('Verified');
    await expect(rowValue(page, 'Voided')).toHaveText('No');
    await expect(rowValue(page, 'Date')).toHaveText(`${siteDate}Site time (${E2E_SITE_TIME_ZONE})`);
    await expect(rowValue(page, 'Net Weight')).toHaveText('28,888.89 kg');
    // Nothing else of the document: neither its truck, its material nor its area; and no shell, no sign-in.
    for (const text of [load.plate, load.material, load.area]) await expect(page.getByText(text)).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(`/verify/${load.documentNumber}`);

    const voided = await request.delete(`/api/scale-documents/${load.documentId}`, { headers: load.headers, data: { reason: 'Wrong truck' } });
    expect(voided.ok()).toBe(true);
    await page.reload();
    await expect(page.getByText('This ticket was voided and is no longer valid.')).toBeVisible();
    await expect(rowValue(page, 'Voided')).toHaveText('Yes');
    await expect(rowValue(page, 'Integrity')).toHaveText('Verified');
  });

  test('says so for a wrong code, and for a missing or malformed one', async ({ page, request }) => {
    const load = await weighLoadThroughApi(request);
    await page.goto(verificationPath(load.documentNumber, '000000000000'));
    await expect(page.getByText(TICKET_MESSAGES.otherTicket)).toBeVisible();
    await expect(page.getByText(`Ticket number: ${load.documentNumber}`)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    await page.goto(`/verify/${load.documentNumber}`);
    await expect(page.getByText('This address has no verification code. Enter the code printed on the ticket.')).toBeVisible();
    await page.goto(`/verify/${load.documentNumber}?c=12ab`);
    await expect(page.getByText('Verification code must be 12 hexadecimal characters')).toBeVisible();

    // The code printed on the ticket, typed in.
    await page.getByLabel('Verification code').fill((await printedVerificationCode(request, load)).toUpperCase());
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(rowValue(page, 'Integrity')).toHaveText('Verified');
  });
});
