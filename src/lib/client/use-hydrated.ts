import { useEffect, useState } from 'react';

/**
 * False for an island's first render, true from then on. State that lives only in the browser (a
 * store, local storage) is shown after hydration, so that the first render matches the server's HTML
 * (else React error #418) — which matters more now that islands start on intent (client:intent),
 * possibly after a store has changed.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
