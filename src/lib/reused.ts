/**
 * A value made on first use and kept: for Intl formatters, whose building costs far more than using
 * them (a list of reviews formatted each date with a new one: tens of ms on a mid-range phone), and none
 * of which is built for pages that never format that kind of value.
 */
export function reused<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

/** `reused`, one value for each key it is asked for: a formatter for each language tag ('hi-IN'). */
export function reusedByKey<T>(make: (key: string) => T): (key: string) => T {
  const made = new Map<string, T>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}

/** `reusedByKey` for the key `keyOf` gives as it is used: a formatter for the current page's language. */
export function reusedPerLocale<T>(keyOf: () => string, make: (key: string) => T): () => T {
  const byKey = reusedByKey(make);
  return () => byKey(keyOf());
}
