/**
 * Suggestions as the visitor types, asked for once typing pauses: each new text cancels the wait and
 * the request before it, so an older answer never replaces a newer one. Plain state, no React: the
 * hook is use-suggestions.ts. A failed request is logged and reported as `failed` (SPEC.md section 8:
 * autocomplete failures are logged only; an island may still say so).
 */

export interface SuggestionState<T> {
  /** The answer for the latest text that got one; null before any, after a failure, and when nothing is asked. */
  data: T | null;
  /** A request is waiting or running. */
  loading: boolean;
  failed: boolean;
  /** Counts answers, failures and clears: an island reopens its list when it changes. */
  settled: number;
}

export const noSuggestions: SuggestionState<never> = { data: null, loading: false, failed: false, settled: 0 };

interface Options<T> {
  debounceMs: number;
  fetch: (signal: AbortSignal) => Promise<T>;
  onChange: (state: SuggestionState<T>) => void;
  /** Names the failure in the log ('city suggestions failed'). */
  label: string;
}

export function suggester<T>({ debounceMs, fetch, onChange, label }: Options<T>) {
  let state: SuggestionState<T> = noSuggestions;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | undefined;
  const set = (next: Partial<SuggestionState<T>>) => {
    state = { ...state, ...next };
    onChange(state);
  };

  function stop() {
    clearTimeout(timer);
    request?.abort();
    request = undefined;
  }

  return {
    /** Asks for `key` (any text that names the request) after the pause; null clears the suggestions. */
    ask(key: string | null) {
      stop();
      if (key === null) {
        if (state.data !== null || state.loading || state.failed) set({ data: null, loading: false, failed: false, settled: state.settled + 1 });
        return;
      }
      set({ loading: true });
      timer = setTimeout(async () => {
        const controller = new AbortController();
        request = controller;
        try {
          const data = await fetch(controller.signal);
          if (!controller.signal.aborted) set({ data, loading: false, failed: false, settled: state.settled + 1 });
        } catch (error) {
          if (controller.signal.aborted) return;
          console.warn(`${label} failed`, error);
          set({ data: null, loading: false, failed: true, settled: state.settled + 1 });
        }
      }, debounceMs);
    },
    stop,
  };
}
