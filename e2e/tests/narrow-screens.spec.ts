/**
 * The weighing station on a phone (390 px) and a tablet (768 px): the header's controls stay whole inside
 * the screen, Logout works, and the page, with its Load Details open, never scrolls sideways.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { chooseOption, signIn, weighLoadThroughApi } from './fixtures';

/** Fails unless the element lies wholly inside the page's width. */
async function expectInsideWidth(element: Locator, width: number) {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** The elements inside this one whose content is cut off (wider than their box), by their text. */
const clippedInside = (element: Locator) =>
  element.evaluate((root) =>
    [root, ...root.querySelectorAll('*')].filter((node) => node.scrollWidth > node.clientWidth).map((node) => node.outerHTML.slice(0, 80)),
  );

/** How far the page can be scrolled sideways: 0 when everything fits its width. */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - document.documentElement.clientWidth);

for (const width of [390, 768]) {
  test(`at ${width} px the header fits, Logout works and the weighing page does not scroll sideways`, async ({ page, request }) => {
    const load = await weighLoadThroughApi(request);
    await page.setViewportSize({ width, height: 844 });
    await signIn(page, 'operator');
    await page.goto('/weighing');
    const main = page.getByRole('main');
    const header = page.getByRole('banner');
    await expect(header.getByRole('heading', { name: 'Weighing' })).toBeVisible();

    // The truck keeps its tara: a weight opens the Load Details, the widest state of the page.
    await chooseOption(page, 'Vehicle', load.plate);
    await main.getByLabel('Current Weight (kg)').fill('41000');
    await expect(main.getByRole('heading', { name: 'Load Details' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    const userMenu = header.getByRole('button', { name: 'User menu of Olga Operator' });
    const logout = header.getByRole('button', { name: 'Logout' });
    await expect(logout).toBeVisible();
    await expectInsideWidth(userMenu, width);
    await expectInsideWidth(logout, width);
    expect(await clippedInside(header)).toEqual([]);
    await logout.click();
    await expect(page).toHaveURL(/\/login$/);
  });
}
