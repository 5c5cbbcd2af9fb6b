import type { Browser, Request } from '@playwright/test';
import { WIDTHS } from './browser';

export interface BrowserWeight {
  /** Bytes on the wire (headers and encoded bodies) of every response the page loaded. */
  totalBytes: number;
  /** The same for scripts alone. */
  jsBytes: number;
  requests: number;
}

/**
 * What a phone actually downloads to show a page: Chromium at the Pixel 7's size and pixel density
 * loads it with an empty cache, and every response that finished by the time the page is loaded and
 * the network idle is counted — images of the first screen, fonts and lazy islands included, as
 * transferred (compressed bodies plus headers). page-weight.ts counts what the HTML references instead.
 */
export async function measureBrowserWeight(browser: Browser, url: string): Promise<BrowserWeight> {
  const context = await browser.newContext(WIDTHS.phone);
  const finished: Request[] = [];
  try {
    const page = await context.newPage();
    page.on('requestfinished', (request) => finished.push(request));
    const response = await page.goto(url, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    await page.waitForLoadState('networkidle');
    let totalBytes = 0;
    let jsBytes = 0;
    let requests = 0;
    for (const request of finished) {
      if (!request.url().startsWith('http')) continue; // data: and blob: URLs cost nothing on the wire
      requests++;
      const sizes = await request.sizes();
      const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
      totalBytes += bytes;
      if (request.resourceType() === 'script') jsBytes += bytes;
    }
    return { totalBytes, jsBytes, requests };
  } finally {
    await context.close();
  }
}
