/**
 * Code that arrives over a phone's network: a chunk that fails to load (a dropped connection, a tunnel)
 * is asked for again instead of leaving a control that never answers. Chromium asks the server again for
 * a module whose fetch failed, so a second import() of the same chunk is a real retry.
 */

/** The first retry waits this long; each next one twice as long, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 1000;
export const RETRY_MAX_MS = 30_000;

/**
 * Resolves with what `attempt` gives once it succeeds: tried at once, then again after 1, 2, 4… s (at
 * most 30 s apart), and at once whenever the browser says it is back online. Never rejects: whoever
 * waits on it waits for the network, with a progress state of their own.
 */
export function untilLoaded<T>(attempt: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve) => {
    let tries = 0;
    let running = false;
    let done = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      if (running || done) return;
      running = true;
      clearTimeout(timer);
      try {
        const value = await attempt();
        done = true;
        window.removeEventListener('online', run);
        resolve(value);
      } catch (error) {
        console.warn('code did not arrive; trying again', error);
        timer = setTimeout(run, Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** tries++));
      } finally {
        running = false;
      }
    };
    window.addEventListener('online', run);
    void run();
  });
}

/**
 * A dynamic import that is made once and retried until it arrives (`untilLoaded`): for React.lazy, whose
 * rejected import would stay rejected and take the island's whole tree down with it.
 */
export function retryingImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => (loaded ??= untilLoaded(load));
}
