import { chromium } from '@playwright/test';
import { latestCodeFor } from './tests/support/outbox.ts';
const origin = 'http://127.0.0.1:4401';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
let lost = 0;
for (let run = 0; run < 8; run++) {
  const ctx = await b.newContext({ baseURL: origin, viewport: { width: 412, height: 900 } });
  const p = await ctx.newPage();
  const email = `race3-${run}-${Date.now()}@example.com`;
  await p.goto('/login');
  await p.waitForFunction(() => !document.querySelector('astro-island[ssr]'), null, { timeout: 30000 });
  await p.getByLabel('Email address').fill(email);
  await p.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  const cdp = await ctx.newCDPSession(p);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
  let code = null;
  await p.getByRole('button', { name: 'Get OTP' }).click();
  await p.waitForURL(/otp-verification/, { waitUntil: 'commit' });
  for (let i = 0; i < 100 && !code; i++) { code = latestCodeFor('/tmp/lhdata2', email); if (!code) await p.waitForTimeout(20); }
  await p.getByLabel('Digit 1 of 6').pressSequentially(code, { delay: run * 40 });
  await p.waitForFunction(() => !document.querySelector('astro-island[ssr]'), null, { timeout: 30000 });
  await p.waitForTimeout(500);
  const boxes = await p.locator('input[name^=otp]').evaluateAll((els) => els.map((e) => e.value).join(''));
  if (boxes !== code) lost++;
  console.log(run, code, JSON.stringify(boxes), boxes === code ? 'ok' : 'MISMATCH');
  await ctx.close();
}
console.log('lost', lost);
await b.close();
