/**
 * Settings / System as a new administrator sets a site up: the name, address and public address saved on the
 * page show in the header at once and head the next ticket, whose QR address is the public one; the logo
 * uploaded shows in the header; the shifts are kept, and a pattern with a gap is refused on the page. What it
 * changed is put back at the end, for the other journeys on this server.
 */
import { deflateSync, crc32 } from 'node:zlib';
import { SITE_MESSAGES } from '@weighbridge/contract/site';
import { expect, test } from '@playwright/test';
import { adminHeaders, readPdf, signIn, unique, weighLoadThroughApi } from './fixtures';

/** A PNG of one colour, as an image editor saves it: signature, header, pixels and end. */
function solidPng(width: number, height: number, [red, green, blue]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [red, green, blue]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

test('an administrator names the site, gives it a logo and shifts, and the header and the next ticket show them', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const before = (await (await request.get('/api/site/settings', { headers })).json()).data;
  const name = `Kamnolom Črni Vrh ${unique()}`;
  try {
    await signIn(page, 'admin');
    await page.goto('/settings/system');
    const main = page.getByRole('main');
    const site = main.getByRole('form', { name: 'Site' });
    await site.getByRole('textbox', { name: 'Site name' }).fill(name);
    await site.getByRole('textbox', { name: 'Address', exact: true }).fill('Cesta na kamnolom 3\n1360 Vrhnika');
    await site.getByLabel('Public address').fill('https://tehtnica.crnivrh.example');
    await site.getByLabel('Latitude').fill('95');
    await site.getByLabel('Longitude').fill('14.3');
    await site.getByRole('button', { name: 'Save' }).click();
    await expect(site.getByText('Latitude must be between -90 and 90')).toBeVisible();
    await site.getByLabel('Latitude').fill('45.96');
    await site.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(SITE_MESSAGES.saved)).toBeVisible();
    await expect(page.getByRole('banner').getByLabel('Site')).toHaveText(name);

    await main.getByRole('region', { name: 'Logo' }).locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(96, 32, [200, 120, 20]) });
    await expect(page.getByText(SITE_MESSAGES.logoSaved)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name })).toBeVisible();
    await expect(main.getByRole('img', { name: "The site's logo" })).toBeVisible();

    const shifts = main.getByRole('form', { name: 'Shifts' });
    await shifts.getByLabel('Production day starts at').fill('07:00');
    await shifts.getByRole('group', { name: 'Shift 1' }).getByLabel('Starts').fill('07:00');
    await shifts.getByRole('button', { name: 'Save shifts' }).click();
    await expect(shifts.getByRole('alert')).toHaveText(/^Shifts must/);
    await page.screenshot({ path: 'e2e/.output/system-page.png', fullPage: true });

    const load = await weighLoadThroughApi(request);
    const ticket = await request.get(`/api/scale-documents/${load.documentId}/ticket.pdf`, { headers });
    const { text } = await readPdf(await ticket.body());
    expect(text).toContain(name);
    expect(text).toContain('1360 Vrhnika');
    expect(text).toContain(`https://tehtnica.crnivrh.example/verify/${load.documentNumber}`);
  } finally {
    const { name: oldName, address, public_url, latitude, longitude } = before;
    await request.put('/api/site/settings', { headers, data: { name: oldName, address, public_url, latitude, longitude } });
    await request.delete('/api/site/logo', { headers });
  }
});
