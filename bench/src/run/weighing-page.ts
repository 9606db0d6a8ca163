/**
 * The weighing page in headless Chromium, as an operator's screen shows it: signed in, the scale chosen in
 * the page's selector, and every change of the live weight recorded in the page itself (a MutationObserver,
 * wall-clock time from the page's performance clock). The page's live stream is also read by the bench as
 * it arrives in the page (a second branch of the same response body), so that the time in the browser
 * shows apart from the time before it. Debian's Chromium as the browser tests use it
 * (e2e/playwright.config.ts): nothing downloads a browser.
 */
import { type Browser, chromium, type Page } from 'playwright-core';
import type { WeightAt } from './bench-scales.js';
import { wallClockMs } from './timing.js';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export type WeighingPage = {
  /** The page's clock minus the bench's, and how far off that estimate may be (half the shortest round trip). */
  clockOffset: () => Promise<{ offsetMs: number; uncertaintyMs: number }>;
  /** Each weight the live display showed since it was first watched, in order, on the page's clock. */
  shownWeights: () => Promise<WeightAt[]>;
  /** Each weight of the live stream's readings as it arrived in the page, before the page handled it. */
  arrivedWeights: () => Promise<WeightAt[]>;
  close: () => Promise<void>;
};

/** What the page scripts use of the browser (the bench is typed for Node, without the DOM's types). */
type PageElement = { textContent: string | null };
type PageGlobals = {
  document: { querySelector: (selector: string) => PageElement | null; body: PageElement };
  MutationObserver: new (changed: () => void) => { observe: (target: PageElement, options: Record<string, boolean>) => void };
  fetch: typeof fetch;
  shownWeights: { text: string; at: number }[];
  arrivedWeights: WeightAt[];
};

export async function openWeighingPage(baseUrl: string, user: { username: string; password: string }, scaleName: string): Promise<WeighingPage> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  try {
    const page = await browser.newPage();
    await page.addInitScript(recordLiveArrivals);
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Username').fill(user.username);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${baseUrl}/weighing`);
    await chooseScale(page, scaleName);
    await watchLiveWeight(page);
    return pageOf(browser, page);
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/**
 * Runs in the page before its own scripts: the body of each live stream the page opens is split in two,
 * one branch for the page as it was and one read here, each event's weight noted when its last byte arrived.
 */
function recordLiveArrivals(): void {
  const inPage = globalThis as unknown as PageGlobals;
  inPage.arrivedWeights = [];
  const pageFetch = inPage.fetch.bind(globalThis);
  inPage.fetch = async (input, init) => {
    const response = await pageFetch(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (!/\/api\/scales\/\d+\/live$/.test(url) || !response.body) return response;
    const [forPage, forBench] = response.body.tee();
    void (async () => {
      const reader = forBench.pipeThrough(new TextDecoderStream()).getReader();
      let pending = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        const at = performance.timeOrigin + performance.now();
        const events = (pending + chunk.value).split('\n\n');
        pending = events.pop() ?? '';
        for (const event of events) {
          const weight = /^event: reading\ndata: .*"weight_kg":(-?[\d.]+)/.exec(event);
          if (weight) inPage.arrivedWeights.push({ weightKg: Number(weight[1]), at });
        }
      }
    })().catch(() => undefined);
    return new Response(forPage, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

/** The selector shows when the site has two scales or more; with one, the page weighs on it by itself. */
async function chooseScale(page: Page, scaleName: string): Promise<void> {
  const selector = page.getByRole('combobox', { name: 'Scale' });
  const liveWeight = page.getByTestId('live-weight');
  await selector.or(liveWeight).first().waitFor();
  if (await selector.isVisible()) {
    await selector.click();
    await page.getByRole('option', { name: scaleName, exact: true }).click();
  }
  await liveWeight.filter({ hasText: /\d/ }).waitFor();
}

/**
 * Records the live weight's text each time it changes. The observer watches the page's main region rather
 * than the element, so that a display rendered again is still followed; its callback runs right after
 * React writes the DOM, before the browser paints it.
 */
async function watchLiveWeight(page: Page): Promise<void> {
  await page.evaluate(() => {
    const inPage = globalThis as unknown as PageGlobals;
    inPage.shownWeights = [];
    let last: string | null | undefined;
    new inPage.MutationObserver(() => {
      const text = inPage.document.querySelector('[data-testid="live-weight"]')?.textContent;
      if (text === last || text === undefined || text === null) return;
      last = text;
      inPage.shownWeights.push({ text, at: performance.timeOrigin + performance.now() });
    }).observe(inPage.document.querySelector('main') ?? inPage.document.body, { childList: true, characterData: true, subtree: true });
  });
}

function pageOf(browser: Browser, page: Page): WeighingPage {
  return {
    clockOffset: async () => {
      let best = { roundTripMs: Number.POSITIVE_INFINITY, offsetMs: 0 };
      for (let sample = 0; sample < 20; sample += 1) {
        const before = wallClockMs();
        const inPage = await page.evaluate(() => performance.timeOrigin + performance.now());
        const after = wallClockMs();
        if (after - before < best.roundTripMs) best = { roundTripMs: after - before, offsetMs: inPage - (before + after) / 2 };
      }
      return { offsetMs: best.offsetMs, uncertaintyMs: best.roundTripMs / 2 };
    },
    shownWeights: async () => {
      const shown = await page.evaluate(() => (globalThis as unknown as PageGlobals).shownWeights);
      // '24,680.00 kg'; the display's '—' (no reading) is no weight.
      return shown.flatMap(({ text, at }) => {
        const weightKg = Number(text.replace(/[^\d.-]/g, ''));
        return /\d/.test(text) && Number.isFinite(weightKg) ? [{ weightKg, at }] : [];
      });
    },
    arrivedWeights: () => page.evaluate(() => (globalThis as unknown as PageGlobals).arrivedWeights),
    close: () => browser.close(),
  };
}
