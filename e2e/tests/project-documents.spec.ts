/**
 * The roadmap's documents (issue 15, item 19) open inside the app, signed in, as formatted text; their
 * raw markdown is no longer handed out to whoever asks.
 */
import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

test('a document opened from the roadmap page shows its heading rendered, in a new tab', async ({ page, context }) => {
  await signIn(page, 'viewer');
  await page.goto('/project-timeline');
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name: /Architecture/ }).click();
  const documentTab = await opened;
  await expect(documentTab).toHaveURL(/\/project-timeline\/documents\/architecture$/);
  const article = documentTab.getByRole('article', { name: 'Architecture' });
  await expect(article.getByRole('heading', { level: 1, name: 'Starmining Operations Dashboard — Architecture' })).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: 'Principles' })).toBeVisible();
  // Formatted, not the markdown's own marks.
  await expect(article).not.toContainText('## ');
});

test('the raw markdown files are not served, and the API answers only signed-in users', async ({ request }) => {
  const raw = await request.get('/docs/architecture.md');
  expect(raw.status()).toBe(404);
  expect(await raw.text()).not.toContain('Starmining');
  expect((await request.get('/api/project-documents/architecture')).status()).toBe(401);
});
