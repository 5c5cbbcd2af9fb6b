import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SuggestionState, suggester } from './suggestions';

describe('suggester', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  function setup(fetch: (signal: AbortSignal) => Promise<string>) {
    const states: SuggestionState<string>[] = [];
    const calls: AbortSignal[] = [];
    const asker = suggester<string>({
      debounceMs: 100,
      label: 'test suggestions',
      fetch: (signal) => {
        calls.push(signal);
        return fetch(signal);
      },
      onChange: (state) => states.push(state),
    });
    return { asker, states, calls, last: () => states.at(-1) };
  }

  it('asks once typing pauses, and only for the latest text', async () => {
    let answer = 0;
    const { asker, calls, last } = setup(async () => `answer ${++answer}`);
    asker.ask('pl');
    await vi.advanceTimersByTimeAsync(50);
    asker.ask('plu');
    expect(last()).toMatchObject({ loading: true, data: null });
    await vi.advanceTimersByTimeAsync(99);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(last()).toMatchObject({ data: 'answer 1', loading: false, failed: false, settled: 1 });
  });

  it('cancels a running request when the text changes, so an old answer never lands', async () => {
    const pending: ((text: string) => void)[] = [];
    const { asker, calls, last } = setup(() => new Promise((resolve) => pending.push(resolve)));
    asker.ask('kol');
    await vi.advanceTimersByTimeAsync(100);
    asker.ask('kolk');
    expect(calls[0]!.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    pending[0]!('old');
    pending[1]!('new');
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toMatchObject({ data: 'new', settled: 1 });
  });

  it('reports a failure, logs it and keeps no stale answer', async () => {
    let fail = false;
    const { asker, last } = setup(async () => {
      if (fail) throw new Error('down');
      return 'ok';
    });
    asker.ask('sa');
    await vi.advanceTimersByTimeAsync(100);
    fail = true;
    asker.ask('sal');
    await vi.advanceTimersByTimeAsync(100);
    expect(last()).toMatchObject({ data: null, failed: true, loading: false, settled: 2 });
    expect(console.warn).toHaveBeenCalledWith('test suggestions failed', expect.any(Error));
  });

  it('clears on null without asking, and stop() drops a waiting request', async () => {
    const { asker, calls, last } = setup(async () => 'x');
    asker.ask('ab');
    await vi.advanceTimersByTimeAsync(100);
    asker.ask(null);
    expect(last()).toMatchObject({ data: null, loading: false, failed: false, settled: 2 });
    asker.ask('abc');
    asker.stop();
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(1);
  });
});
