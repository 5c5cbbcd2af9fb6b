/**
 * Debian's Chromium (never a downloaded browser), with the flags this closed network needs: the launch
 * options of the e2e projects (playwright.config.ts) and of the bench's browser measurements (bench/browser.ts).
 */
export const chromiumLaunchOptions = {
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
};
