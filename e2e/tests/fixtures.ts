/** Users of the browser tests (made by start-server.sh) and the steps every journey shares. */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { read, utils } from '@e965/xlsx';
import { type APIRequestContext, type Download, expect, type Page } from '@playwright/test';
import { SESSION_STORAGE_KEYS } from '../../apps/web/src/app/session/session-storage';

/** The server's port, chosen by playwright.config.ts (E2E_PORT, or a free one). */
export const E2E_PORT = Number(process.env.E2E_PORT);
export const E2E_PASSWORD = 'Haul-Truck-Scale-7';
/** SITE_TIMEZONE of the server under test: far from UTC, and half a day from Auckland. */
export const E2E_SITE_TIME_ZONE = 'Europe/Ljubljana';

/** A suffix that keeps a test's records apart from those of other tests, since all tests share one server. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.toUpperCase();

export const USERS = {
  admin: { username: 'admin', name: 'Ada Admin', role: 'admin' },
  supervisor: { username: 'super', name: 'Sven Supervisor', role: 'supervisor' },
  operator: { username: 'oper', name: 'Olga Operator', role: 'operator' },
  viewer: { username: 'view', name: 'Vera Viewer', role: 'viewer' },
} as const;

/** Signs in on the sign-in page, as a user does, and waits for the dashboard it leads to. */
export async function signInThroughForm(page: Page, user: keyof typeof USERS): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(USERS[user].username);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Opens the dashboard signed in as the user, with a session of its own made as the sign-in page makes one:
 * the login answer (token and user) kept in the page's storage. The sign-in page itself is driven by
 * signInThroughForm (sign-in.spec.ts) and two-factor.spec.ts; the other journeys start where it leaves the user.
 */
export async function signIn(page: Page, user: keyof typeof USERS): Promise<void> {
  const login = await page.request.post('/api/auth/login', { data: { username: USERS[user].username, password: E2E_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const session = (await login.json()) as { token: string; user: unknown };
  // Any page of the server's origin gives access to its storage; the health check loads no app.
  await page.goto('/api/health');
  await page.evaluate(
    ({ stored, keys }) => {
      localStorage.setItem(keys.token, stored.token);
      localStorage.setItem(keys.user, JSON.stringify(stored.user));
    },
    { stored: session, keys: SESSION_STORAGE_KEYS },
  );
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * What a page reports as a failure while it is used: the browser console's errors (Chromium logs every
 * answer of 400 or more as 'Failed to load resource') and the answers of 400 or more themselves. An
 * expected state (no tara, no weather) must not appear here.
 */
export function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return failures;
}

/** The bearer header of a fresh administrator session, for setting up a journey through the API. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/auth/login', { data: { username: 'admin', password: E2E_PASSWORD } });
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** POSTs a record and answers its `data`; a refusal fails the test with the server's text. */
export async function createRecord(request: APIRequestContext, headers: Record<string, string>, path: string, body: object) {
  const response = await request.post(`/api${path}`, { headers, data: body });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: Record<string, number | string> }).data;
}

/**
 * Picks an option of a searchable select (named by all or part of its text) as an operator at the keyboard does: types it, then arrow down and
 * Enter. A click would land wherever the list was drawn before the page scrolled to show it, and a select
 * near the foot of the window closes when the click misses.
 */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label });
  await select.fill(option);
  await expect(page.getByRole('option', { name: option })).toBeVisible();
  await select.press('ArrowDown');
  await select.press('Enter');
  await expect(select).toHaveValue(new RegExp(option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}


/** The first sheet of a downloaded workbook as rows of cell values (null where empty), the header first, read by the Excel reader. */
export async function downloadedSheet(download: Download): Promise<unknown[][]> {
  const workbook = read(await readFile(await download.path()), { type: 'buffer' });
  return utils.sheet_to_json<unknown[]>(workbook.Sheets[workbook.SheetNames[0]!]!, { header: 1, blankrows: false, defval: null });
}

/** A load weighed through the API: the truck, its material and area, and the ticket's number and id. */
export type WeighedLoad = {
  headers: Record<string, string>;
  plate: string;
  material: string;
  area: string;
  vehicleId: number;
  documentId: number;
  documentNumber: string;
};

/** Weighs a new truck empty (tareKg) and then full (fullKg) as the administrator, each record made fresh. */
export async function weighLoadThroughApi(request: APIRequestContext, tareKg = 12_000, fullKg = 40_888.89): Promise<WeighedLoad> {
  const headers = await adminHeaders(request);
  const id = unique();
  const names = { plate: `TK ${id}`, material: `Gravel ${id}`, area: `West Pit ${id}` };
  const vehicle = await createRecord(request, headers, '/vehicles', { registration_number: names.plate, brand: 'Scania', model: 'R500' });
  const material = await createRecord(request, headers, '/materials', { name: names.material, registration_id: `GR-${id}` });
  const area = await createRecord(request, headers, '/loading-areas', { area_name: names.area });
  await createRecord(request, headers, '/tara-weighings', { vehicleId: vehicle.vehicle_id, tareWeight: tareKg });
  const load = await createRecord(request, headers, '/scale-documents/record-load', {
    vehicleId: vehicle.vehicle_id,
    fullWeight: fullKg,
    materialId: material.material_id,
    loadedAreaId: area.loading_area_id,
  });
  return { ...names, headers, vehicleId: Number(vehicle.vehicle_id), documentId: Number(load.document_id), documentNumber: String(load.document_number) };
}

const run = promisify(execFile);

/** A PDF read as a person would: its text as laid out (poppler's pdftotext) and its first page's size in points (pdfinfo). */
export async function readPdf(pdf: Buffer): Promise<{ text: string; width: number; height: number }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'weighbridge-e2e-pdf-'));
  try {
    const file = path.join(dir, 'ticket.pdf');
    await writeFile(file, pdf);
    const text = (await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'])).stdout;
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec((await run('pdfinfo', [file])).stdout);
    return { text, width: Number(size?.[1]), height: Number(size?.[2]) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The verification code a load's ticket prints, read from a ticket printed through the API (which counts as a print). */
export async function printedVerificationCode(request: APIRequestContext, load: WeighedLoad): Promise<string> {
  const printed = await request.get(`/api/scale-documents/${load.documentId}/ticket.pdf`, { headers: load.headers });
  expect(printed.ok(), await printed.text()).toBe(true);
  const code = /Verification code:\s*([0-9a-f]{12})/.exec((await readPdf(await printed.body())).text)?.[1];
  expect(code, 'the ticket prints its verification code').toBeDefined();
  return code!;
}

/**
 * The page's serious and critical accessibility violations as axe finds them, each with where: none is the
 * aim. `within`: a CSS selector of the part of the page to scan, else all of it.
 */
export async function seriousViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page });
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}
