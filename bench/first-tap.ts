/**
 * The first tap on a details page's Enquire Now on a real phone's network: Chromium as a Pixel 7 on
 * Lighthouse's slow-4G profile (its mobileSlow4G constants applied with DevTools throttling) with a 4×
 * slower CPU, an empty cache, and the tap sent as soon as the page has loaded (the load event) or, in
 * the second scenario, after a visitor has looked at it for a while. Measured in the page from the touch:
 * the first frame that shows a response (the button busy, an "Opening…" status, or the form itself) and
 * the first frame that shows the enquiry form.
 */
import type { Page } from '@playwright/test';
import { WIDTHS, launchBrowser } from './browser';
import { firstDetailsPath } from './pages';

/** Lighthouse's mobileSlow4G (lantern constants) as DevTools throttling applies them: latency and throughput with Lighthouse's own 3.75× and 0.9× adjustments. */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
} as const;
export const CPU_SLOWDOWN = 4;

/** When the tap comes: at the load event, or this long after it (a visitor who read the first screen). */
export const TAP_SCENARIOS = [
  { name: 'at load', delayMs: 0 },
  { name: '3 s after load', delayMs: 3000 },
] as const;

export interface FirstTap {
  /** From the touch to the first frame showing a response. */
  responseMs: number;
  /** From the touch to the first frame showing the enquiry form. */
  formMs: number;
}

export interface FirstTapRow {
  scenario: string;
  runs: FirstTap[];
  medianResponseMs: number;
  medianFormMs: number;
}

/**
 * Installed before the page's own scripts: from the first touch, a check on every frame for a visible
 * response and for the open form; the times land in `window.__firstTap`. Plain JavaScript text: tsx
 * would wrap a function's inner names in a helper the page does not have.
 */
const WATCH_FIRST_TAP = `(() => {
  const state = {};
  window.__firstTap = state;
  window.addEventListener('pointerdown', (event) => {
    if (state.touched !== undefined) return;
    state.touched = performance.now();
    const control = event.target instanceof Element ? event.target.closest('button, a') : null;
    const check = () => {
      const form = [...document.querySelectorAll('dialog[open] h2')].some((heading) => /^Enquire with/.test(heading.textContent || ''));
      const busy = (control && control.getAttribute('aria-busy') === 'true') ||
        [...document.querySelectorAll('[role="status"]')].some((status) => status.checkVisibility() && /Opening|Loading/.test(status.textContent || ''));
      const now = performance.now();
      if ((busy || form) && state.response === undefined) state.response = now - state.touched;
      if (form) state.form = now - state.touched;
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, { capture: true, passive: true });
})();`;

/** Puts `page` on slow 4G with a 4× slower CPU and watches its first tap (from its next navigation on). */
export async function throttleForFirstTap(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript({ content: WATCH_FIRST_TAP });
}

/** One first tap on Enquire Now of `url` (a details page), `delayMs` after the load event, on a page made ready by throttleForFirstTap. */
export async function measureOneFirstTap(page: Page, url: string, delayMs: number): Promise<FirstTap> {
  await page.goto(url, { waitUntil: 'load' });
  if (delayMs) await page.waitForTimeout(delayMs);
  const enquire = page.getByRole('button', { name: 'Enquire Now', exact: true });
  await enquire.scrollIntoViewIfNeeded();
  // A tap on a touch screen (the bench's phone), a click with a mouse (the e2e desktop project).
  if (await page.evaluate(() => navigator.maxTouchPoints > 0)) await enquire.tap({ noWaitAfter: true });
  else await enquire.click({ noWaitAfter: true });
  await page.waitForFunction(() => (window as unknown as { __firstTap: { form?: number } }).__firstTap.form !== undefined, null, { timeout: 60_000 });
  const { response, form } = await page.evaluate(() => (window as unknown as { __firstTap: { response: number; form: number } }).__firstTap);
  return { responseMs: Math.round(response), formMs: Math.round(form) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** `runs` first taps per scenario on the catalogue's first details page, each in a fresh context (an empty cache). */
export async function measureFirstTap(origin: string, runs = 5): Promise<FirstTapRow[]> {
  const url = new URL(await firstDetailsPath(origin), origin).href;
  const browser = await launchBrowser();
  try {
    const rows: FirstTapRow[] = [];
    for (const scenario of TAP_SCENARIOS) {
      const taps: FirstTap[] = [];
      for (let run = 0; run < runs; run++) {
        const page = await (await browser.newContext(WIDTHS.phone)).newPage();
        await throttleForFirstTap(page);
        try {
          taps.push(await measureOneFirstTap(page, url, scenario.delayMs));
        } finally {
          await page.context().close();
        }
      }
      rows.push({
        scenario: scenario.name,
        runs: taps,
        medianResponseMs: median(taps.map((tap) => tap.responseMs)),
        medianFormMs: median(taps.map((tap) => tap.formMs)),
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/** The first-tap target: a visible response within 100 ms of the first tap. */
export const FIRST_TAP_RESPONSE_TARGET_MS = 100;

export function printFirstTap(rows: FirstTapRow[]): void {
  console.log(
    `\nFirst tap on Enquire Now (details page; Pixel 7, slow 4G: ${SLOW_4G.latency} ms latency, ${CPU_SLOWDOWN}× CPU slowdown, empty cache), median of ${rows[0]?.runs.length} runs:`,
  );
  console.table(
    rows.map((row) => ({
      tap: row.scenario,
      'response ms': row.medianResponseMs,
      'form ms': row.medianFormMs,
      'runs (response/form)': row.runs.map((tap) => `${tap.responseMs}/${tap.formMs}`).join(' '),
    })),
  );
}

/** Scenarios whose median response came later than the target. */
export const firstTapMisses = (rows: FirstTapRow[]) =>
  rows.filter((row) => row.medianResponseMs > FIRST_TAP_RESPONSE_TARGET_MS).map((row) => `${row.scenario}: ${row.medianResponseMs} ms`);
