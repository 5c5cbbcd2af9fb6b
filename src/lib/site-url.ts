import { z } from 'zod';

/** SITE_URL when none is set (CONTRACT.md "Public address"): where `npm start` serves. */
export const DEFAULT_SITE_URL = 'http://localhost:4321';

/**
 * SITE_URL, the site's public origin (CONTRACT.md "Public address"): an http or https origin, given with
 * or without its trailing slash, and kept as the origin (`https://seva.example`). A path is refused rather
 * than ignored: the site is served from the root of its domain, and links made under a path would break.
 */
export const siteUrlSchema = z.string().transform((value, context) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    context.addIssue({ code: 'custom', message: 'must be a URL like https://seva.example' });
    return z.NEVER;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    context.addIssue({ code: 'custom', message: 'must start with http:// or https://' });
    return z.NEVER;
  }
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    context.addIssue({ code: 'custom', message: 'must be an origin only, like https://seva.example (no path, query or user)' });
    return z.NEVER;
  }
  return url.origin;
});
