/**
 * A value made on first use and kept: for Intl formatters, whose building costs far more than using
 * them (a list of reviews formatted each date with a new one: tens of ms on a mid-range phone), and none
 * of which is built for pages that never format that kind of value.
 */
export function reused<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** `reused`, one value for each key `keyOf` gives as it is used: a formatter for each language ('hi-IN'). */
export function reusedPerLocale<T>(keyOf: () => string, make: (key: string) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const key = keyOf();
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}
