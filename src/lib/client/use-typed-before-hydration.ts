import { type RefObject, useEffect } from 'react';

/**
 * Text typed into `input` before its island hydrated (it may start on the visitor's intent, after the
 * first keys) is handed to `onTyped` once, on hydration, when it differs from the island's `value`.
 */
export function useTypedBeforeHydration(input: RefObject<HTMLInputElement | null>, value: string, onTyped: (text: string) => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration: later values are the island's own.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed && typed !== value) onTyped(typed);
  }, []);
}
