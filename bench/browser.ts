import { type Browser, type BrowserContextOptions, chromium, devices } from '@playwright/test';

/**
 * Debian's Chromium driven by Playwright for the bench's browser measurements (page bytes, axe), with
 * the flags of playwright.config.ts: never a downloaded browser, nothing phoning home on this network.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** The two widths of the e2e projects: a mid-range Android phone (Pixel 7) and a laptop. */
export const WIDTHS = {
  phone: devices['Pixel 7'],
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
} satisfies Record<string, BrowserContextOptions>;

export type Width = keyof typeof WIDTHS;
