/**
 * A value made on first use and kept: for Intl formatters, whose building costs far more than using
 * them (a list of reviews formatted each date with a new one: tens of ms on a mid-range phone), and none
 * of which is built for pages that never format that kind of value.
 */
export function reused<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
