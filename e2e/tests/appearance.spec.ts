/**
 * Settings / Appearance: a user switches to dark and back, the choice is theirs (kept after a reload, not
 * another user's) and paints the first frame of the next load; compact density tightens a data table's rows;
 * the sidebar opens in the chosen view; the dashboard and the weighing page read well in both themes. Every
 * choice made here is put back at the end, for the other journeys on this server.
 */
import AxeBuilder from '@axe-core/playwright';
import { APPEARANCE_TEXTS, type OwnPreferencesInput } from '@weighbridge/contract/preferences';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { COLOR_SCHEME_KEY } from '../../apps/web/src/app/preferences/stored-appearance';
import { adminHeaders, createRecord, E2E_PASSWORD, signIn, unique, USERS, weighLoadThroughApi } from './fixtures';

const NOTHING_CHOSEN: OwnPreferencesInput = { colorScheme: null, density: null, menuView: null, locale: null };

/** Sets a user's own choices through the API, as their Appearance page saves them. */
async function choose(request: APIRequestContext, user: keyof typeof USERS, choices: OwnPreferencesInput): Promise<void> {
  const login = await request.post('/api/auth/login', { data: { username: USERS[user].username, password: E2E_PASSWORD } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const saved = await request.put('/api/account/preferences', { headers, data: choices });
  expect(saved.ok(), await saved.text()).toBe(true);
}

const scheme = (page: Page) => page.locator('html');

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

test('a user switches to dark and back; the choice is kept after a reload, paints the first frame, and is theirs only', async ({ page, request }) => {
  try {
    await signIn(page, 'operator');
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.getByRole('navigation').getByRole('link', { name: /Appearance/ }).click();
    await expect(page).toHaveURL(/\/settings\/appearance$/);
    const own = page.getByRole('region', { name: APPEARANCE_TEXTS.ownSection });
    const theme = own.getByRole('radiogroup', { name: 'Theme' });
    await expect(theme.getByRole('radio', { name: 'Site default (Light)' })).toBeChecked();

    // The page shows the choice at once, before it is saved; leaving unsaved goes back.
    await theme.getByText('Dark', { exact: true }).click();
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.getByRole('navigation').getByRole('link', { name: /Scale Documents/ }).click();
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');

    await page.goto('/settings/appearance');
    await theme.getByText('Dark', { exact: true }).click();
    await own.getByRole('button', { name: APPEARANCE_TEXTS.save }).click();
    await expect(page.getByText(APPEARANCE_TEXTS.saved)).toBeVisible();

    // Every value the scheme takes from the first byte of the next load: dark from the start, never light.
    await page.addInitScript(() => {
      const shown: (string | null)[] = [];
      (window as unknown as { shownSchemes: typeof shown }).shownSchemes = shown;
      new MutationObserver(() => {
        const value = document.documentElement?.getAttribute('data-mantine-color-scheme') ?? null;
        if (shown.at(-1) !== value) shown.push(value);
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-mantine-color-scheme'] });
    });
    await page.reload();
    await expect(page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await page.evaluate(() => (window as unknown as { shownSchemes: string[] }).shownSchemes)).toEqual(['dark']);

    // Another user signing in at the same browser gets their own (the site's light), not the last user's.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    await signIn(page, 'viewer');
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.goto('/settings/appearance');
    await expect(page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: 'Site default (Light)' })).toBeChecked();

    // Back to light: the operator's dark returns with them, and the site default puts it back.
    await signIn(page, 'operator');
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.goto('/settings/appearance');
    await page.getByRole('radiogroup', { name: 'Theme' }).getByText('Site default (Light)').click();
    await page.getByRole('region', { name: APPEARANCE_TEXTS.ownSection }).getByRole('button', { name: APPEARANCE_TEXTS.save }).click();
    await expect(page.getByText(APPEARANCE_TEXTS.saved)).toBeVisible();
    await page.reload();
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(await page.evaluate((key) => localStorage.getItem(key), COLOR_SCHEME_KEY)).toBe('light');
  } finally {
    await choose(request, 'operator', NOTHING_CHOSEN);
  }
});

test('compact density tightens the rows of a data table, and the sidebar opens in the chosen view', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const id = unique();
  await createRecord(request, headers, '/materials', { name: `Crushed stone ${id}`, registration_id: `CS-${id}` });
  const rowHeight = async () => {
    await page.goto('/materials');
    const row = page.getByRole('main').getByRole('row', { name: new RegExp(`Crushed stone ${id}`) });
    await expect(row).toBeVisible();
    return (await row.boundingBox())!.height;
  };
  try {
    await signIn(page, 'supervisor');
    const sidebar = page.getByRole('navigation');
    await expect(sidebar.getByText('HSE', { exact: true })).toHaveCount(0);
    const comfortable = await rowHeight();

    await page.goto('/settings/appearance');
    const own = page.getByRole('region', { name: APPEARANCE_TEXTS.ownSection });
    await own.getByRole('radiogroup', { name: 'Table density' }).getByText('Compact', { exact: true }).click();
    await own.getByRole('radiogroup', { name: 'Menu view' }).getByText('Advanced', { exact: true }).click();
    await own.getByRole('button', { name: APPEARANCE_TEXTS.save }).click();
    await expect(page.getByText(APPEARANCE_TEXTS.saved)).toBeVisible();

    const compact = await rowHeight();
    expect(compact).toBeLessThan(comfortable - 8);
    // Opened again, the sidebar is in Advanced view; switching here lasts for the moment only.
    await page.goto('/dashboard');
    await expect(sidebar.getByText('HSE', { exact: true })).toBeVisible();
    await sidebar.getByText('Simple', { exact: true }).click();
    await expect(sidebar.getByText('HSE', { exact: true })).toHaveCount(0);
    await page.reload();
    await expect(sidebar.getByText('HSE', { exact: true })).toBeVisible();
  } finally {
    await choose(request, 'supervisor', NOTHING_CHOSEN);
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the dashboard and the weighing page have no serious accessibility violation in ${colorScheme}`, async ({ page, request }, testInfo) => {
    const weighed = await weighLoadThroughApi(request);
    try {
      await choose(request, 'supervisor', { colorScheme });
      await signIn(page, 'supervisor');
      await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', colorScheme);
      const main = page.getByRole('main');
      await expect(main.getByRole('region', { name: 'Material Insights' }).locator('.recharts-legend-wrapper').getByText(weighed.material)).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`dashboard-${colorScheme}.png`), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/weighing');
      await expect(main.getByRole('button', { name: 'Record TARA (Empty)' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`weighing-${colorScheme}.png`), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      // Screenshots to look at, of the other pages that show many colours.
      await page.goto('/documents');
      await expect(main.getByRole('cell', { name: weighed.plate }).first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`documents-${colorScheme}.png`), fullPage: true });
      await page.goto('/reports');
      await expect(main.locator('.recharts-legend-wrapper').getByText(weighed.material).first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`reports-${colorScheme}.png`), fullPage: true });
    } finally {
      await choose(request, 'supervisor', NOTHING_CHOSEN);
    }
  });
}
