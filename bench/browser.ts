import { type Browser, type BrowserContextOptions, chromium, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium';

/**
 * Debian's Chromium driven by Playwright for the bench's browser measurements (page bytes, axe), launched
 * as the e2e projects launch it (e2e/chromium.ts).
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

/** The two widths of the e2e projects: a mid-range Android phone (Pixel 7) and a laptop. */
export const WIDTHS = {
  phone: devices['Pixel 7'],
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
} satisfies Record<string, BrowserContextOptions>;

export type Width = keyof typeof WIDTHS;
