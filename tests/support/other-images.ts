/**
 * SPEC.md's `other_images`: the JSON text of a list of image paths, encoded once. The one rule the seed's stored
 * column (tests/db/seed.test.ts) and the API's answer (tests/api/partner.test.ts) are both held to.
 */
export function encodedOnce(otherImages: unknown): boolean {
  if (typeof otherImages !== 'string') return false;
  let once: unknown;
  try {
    once = JSON.parse(otherImages);
  } catch {
    return false;
  }
  return Array.isArray(once) && once.length > 0 && once.every((image) => typeof image === 'string' && image.startsWith('/images/'));
}
