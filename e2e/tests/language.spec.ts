/**
 * The language of the pages (issue 31): a reader switches the sign-in page to German, signs in, and reads
 * the shell, the Weighing Station, a master data dialog and the Monthly Material Report in German, with
 * numbers and dates in German form; switching back to English brings the specification's English texts back.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { E2E_PASSWORD, unique, USERS } from './fixtures';

/** The oldest year the Monthly Material Report offers: no other journey weighs in it. */
const YEAR = new Date().getFullYear() - 5;

/** One load of 20 t of a material of its own in March of YEAR; returns the material's name. */
async function weighOneLoad(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { username: 'admin', password: E2E_PASSWORD } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const create = async (path: string, body: object) => {
    const response = await request.post(`/api${path}`, { headers, data: body });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: Record<string, number> }).data;
  };
  const id = unique();
  const material = `Kies ${id}`;
  const { material_id } = await create('/materials', { name: material, registration_id: `K-${id}` });
  const { loading_area_id } = await create('/loading-areas', { area_name: `Steinbruch ${id}` });
  const { vehicle_id } = await create('/vehicles', { registration_number: `DE ${id}`, brand: 'MAN', model: 'TGS' });
  await create('/scale-documents', {
    vehicleId: vehicle_id,
    tareWeight: 11000,
    fullWeight: 31000,
    firstWeighAt: `${YEAR}-03-10T08:00:00Z`,
    secondWeighAt: `${YEAR}-03-10T08:30:00Z`,
    materialId: material_id,
    loadedAreaId: loading_area_id,
  });
  return material;
}

test('switch the pages to German and back: sign-in, shell, weighing page and a report', async ({ page, request }) => {
  const material = await weighOneLoad(request);

  await page.goto('/login');
  await expect(page.getByText('Sign in with your site account')).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await expect(page.getByText('Melden Sie sich mit Ihrem Standortkonto an')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByLabel('Benutzername').fill(USERS.admin.username);
  await page.getByLabel('Passwort').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The shell: the header's title and date, the menu, Logout.
  const header = page.getByRole('banner');
  await expect(header.getByRole('heading', { level: 1 })).toHaveText('Übersicht');
  await expect(header.getByText(/^\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/)).toBeVisible();
  await expect(header.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  await expect(menu.getByText('Waage', { exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Wiegescheine' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Gesamtgewicht (t)' })).toContainText(/^Gesamtgewicht \(t\)[\d.]+,\d t$/);
  await expect(page.getByRole('button', { name: 'Gesamter Zeitraum' })).toHaveAttribute('aria-pressed', 'true');

  // The Weighing Station, with a typed weight read back in German form.
  await menu.getByRole('link', { name: 'Wiegen' }).click();
  await expect(page.getByRole('heading', { name: 'Wiegestation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'TARA erfassen (leer)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'LAST wiegen (voll)' })).toBeVisible();
  await expect(page.getByText('Fahrzeug wählen, um seine aktuelle Tara zu sehen.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Aktuelles Gewicht (kg)' }).fill('1234,5');
  await expect(page.getByText('Erfasst wird 1.234,50 kg')).toBeVisible();

  // Fleet Management, one of the master data pages.
  await page.goto('/vehicles');
  await expect(page.getByRole('heading', { name: 'Fuhrparkverwaltung' })).toBeVisible();
  await page.getByRole('button', { name: 'Fahrzeug hinzufügen' }).click();
  // Its dialog: a German title, the contract's labels and the form's check in German.
  const dialog = page.getByRole('dialog', { name: 'Fahrzeug hinzufügen' });
  await expect(dialog.getByRole('textbox', { name: 'Kennzeichen' })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Baujahr' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Kennzeichen ist erforderlich')).toBeVisible();
  await expect(dialog.getByText('Marke ist erforderlich')).toBeVisible();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();

  // The Database Management page: its title and record counts.
  await page.goto('/settings/database');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Datenbankverwaltung' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Wiegescheine' })).toBeVisible();

  // Users & Roles: its tabs and the built-in roles' names.
  await page.goto('/settings/users');
  await expect(page.getByRole('main').getByRole('tab', { name: 'Rollen' })).toBeVisible();

  // The Monthly Material Report: 20 t in March, 20 / 12 = 1.67 t a month.
  await page.goto('/reports/monthly-material');
  await expect(header.getByRole('heading', { level: 1 })).toHaveText('Monatlicher Materialbericht');
  await page.getByRole('combobox', { name: 'Jahr' }).click();
  await page.getByRole('option', { name: String(YEAR) }).click();
  await expect(page.getByRole('region', { name: `Monatstonnage nach Material, ${YEAR}` })).toBeVisible();
  const card = page.getByRole('group', { name: material });
  await expect(card).toContainText('Gesamt');
  await expect(card).toContainText('20,0 t');
  await expect(card).toContainText('Durchschnitt pro Monat');
  await expect(card).toContainText('1,7 t');

  // Scale Documents: the history's title, its filters and its table read German.
  await menu.getByRole('link', { name: 'Wiegescheine' }).click();
  await expect(page.getByRole('heading', { name: 'Wiegeverlauf' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Filter' }).getByRole('button', { name: 'Filter anwenden' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Beleg-Nr.' })).toBeVisible();
  await page.goto('/reports/monthly-material');
  await page.getByRole('combobox', { name: 'Jahr' }).click();
  await page.getByRole('option', { name: String(YEAR) }).click();

  // Back to English from the user menu: the same report reads as the specification writes it.
  await header.getByRole('button', { name: `Benutzermenü von ${USERS.admin.name}` }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(header.getByRole('heading', { level: 1 })).toHaveText('Monthly Material Report');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(card).toContainText('Total');
  await expect(card).toContainText('20.0 t');
  await expect(card).toContainText('Average per month');
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Scale Documents' })).toBeVisible();
  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Sign in with your site account')).toBeVisible();
});
