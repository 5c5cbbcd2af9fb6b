import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_FIRST_MS, retryingImport, untilLoaded } from './until-loaded';

/** The browser's window as until-loaded.ts uses it: something that says when it is back online. */
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', new EventTarget());
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** An import that fails `failures` times (a dropped connection), then arrives. */
function flakyImport(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls++;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { loaded: calls };
  });
  return load;
}

describe('untilLoaded', () => {
  it('tries again after 1 s, then 2 s, and resolves with what finally arrived', async () => {
    const load = flakyImport(2);
    const arrived = untilLoaded(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(load).toHaveBeenCalledTimes(3);
    await expect(arrived).resolves.toEqual({ loaded: 3 });
  });

  it('tries again at once when the browser is back online, and not again once it has arrived', async () => {
    const load = flakyImport(1);
    const arrived = untilLoaded(load);
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('online'));
    await expect(arrived).resolves.toEqual({ loaded: 2 });
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('retryingImport', () => {
  it('imports once for every caller, retrying until the import arrives (never rejecting, as React.lazy would keep)', async () => {
    const load = flakyImport(1);
    const importModal = retryingImport(load);
    const first = importModal();
    expect(importModal()).toBe(first);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    await expect(first).resolves.toEqual({ loaded: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
