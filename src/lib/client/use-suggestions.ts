import { useEffect, useRef, useState } from 'react';
import { type SuggestionState, noSuggestions, suggester } from './suggestions';

/**
 * Suggestions for `key` (suggestions.ts): asked for `debounceMs` after it last changed, with `fetch`
 * as it is at that moment; null asks nothing and clears them. Fetch through the API client (lib/api.ts)
 * and pass the signal on, so that a newer text cancels the older request.
 */
export function useSuggestions<T>(
  key: string | null,
  fetch: (signal: AbortSignal) => Promise<T>,
  { debounceMs, label }: { debounceMs: number; label: string },
): SuggestionState<T> {
  const [state, setState] = useState<SuggestionState<T>>(noSuggestions);
  const latestFetch = useRef(fetch);
  latestFetch.current = fetch;
  const [asker] = useState(() => suggester<T>({ debounceMs, label, onChange: setState, fetch: (signal) => latestFetch.current(signal) }));
  useEffect(() => {
    asker.ask(key);
  }, [asker, key]);
  useEffect(() => () => asker.stop(), [asker]);
  return state;
}
