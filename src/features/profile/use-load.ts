import { useCallback, useEffect, useState } from 'react';

/** Loads data for a section and says honestly whether it is loading, failed or there. */
export function useLoad<T>(load: () => Promise<T>) {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: true });
  const reload = useCallback(async () => {
    setState((current) => ({ ...current, loading: true, error: undefined }));
    try {
      setState({ data: await load(), loading: false });
    } catch (error) {
      setState({ error, loading: false });
    }
  }, [load]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { ...state, reload };
}
