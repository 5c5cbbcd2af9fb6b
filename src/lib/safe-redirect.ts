/**
 * Where a visitor may be sent after signing in (SPEC.md's `redirect_to`, /login's `?redirect=`). Pure: the
 * login page's frontmatter and the islands' store (src/stores/navigation.ts) both ask this one function.
 *
 * A check like `startsWith('/') && !startsWith('//')` is not enough: browsers read a backslash as a slash
 * and drop tabs and newlines from URLs, so `/\evil.example` and `/\t/evil.example` become
 * `//evil.example`, another site. Ours are plain paths: no backslash and no control character, neither
 * as typed nor percent-encoded (a page that decodes the value once more must not find one either).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters (and backslashes) is what this is for.
const UNSAFE_CHARACTER = /[\\\u0000-\u001f\u007f]/;
/** Any origin of ours would do: the target must resolve against it and stay on it. */
const OWN = 'https://seva.invalid';

/**
 * Whether `value`, resolved as a browser would, stays on our origin with a path that is one path:
 * `/.//evil.example` and `/a/..//evil.example` resolve to the path `//evil.example`, which is another site
 * once written back into a Location header or a link.
 */
function resolvesToOurPath(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value, OWN);
  } catch {
    return null;
  }
  return url.origin === OWN && !url.pathname.startsWith('//') ? url : null;
}

/** The same-origin path (with query and fragment) that `target` names, or null when it is not one of ours. */
export function safeRedirectPath(target: string | null | undefined): string | null {
  if (!target?.startsWith('/') || target.startsWith('//')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return null;
  }
  if (UNSAFE_CHARACTER.test(target) || UNSAFE_CHARACTER.test(decoded) || decoded.startsWith('//')) return null;
  const url = resolvesToOurPath(target);
  if (!url || !resolvesToOurPath(decoded)) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * The one redirect check of sign-in: `target` when it is a path of ours, else `fallback` when that is one
 * (a fallback can come from a page's props or storage too), else the home page.
 */
export function safeRedirectOr(target: string | null | undefined, fallback: string | null | undefined): string {
  return safeRedirectPath(target) ?? safeRedirectPath(fallback) ?? '/';
}
