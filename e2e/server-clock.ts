import { type APIRequestContext, expect } from '@playwright/test';

/**
 * Moves the e2e server's clock forward (src/lib/server/clock.ts; the server runs with SEVA_TEST_CLOCK=1,
 * playwright.config.ts) instead of waiting for time to pass. The server is shared by every spec running at
 * the time, so move it only by what no other spec can notice: a minute or two (codes live 10 minutes,
 * sessions days; limits only grow laxer as their windows end). The browser's own time is `page.clock`.
 */
export async function advanceServerClock(request: APIRequestContext, ms: number): Promise<void> {
  const moved = await request.post('/api/test/clock', { data: { advance_ms: ms } });
  expect(moved.ok(), await moved.text()).toBe(true);
}
