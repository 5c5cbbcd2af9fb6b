/**
 * Response headers that protect every answer of the site. The Content-Security-Policy of
 * pages comes from Astro (`security.csp` in astro.config.mjs: hashes of its own inline scripts and
 * styles); this module holds what Astro does not do.
 */

/** Headers for every response, static files included (set by scripts/serve.ts before Astro answers). */
export function baseSecurityHeaders(options: { https: boolean }): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    // The location button asks for the position on our own pages; nothing else is used, nowhere.
    'permissions-policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
    // A default for answers Astro gives no policy (static files, prerendered pages, whose policy is a
    // <meta> element where frame-ancestors has no effect). Pages rendered on demand replace it with
    // their full policy, which carries frame-ancestors too.
    'content-security-policy': FRAME_ANCESTORS,
    ...(options.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Cross-Origin-Opener-Policy for pages that show a signed-in person's own data (/profile): no window of
 * another site keeps a handle on them. Not on every page: a document with this header cannot share the
 * tab's renderer with the page it came from, so each navigation to it starts a fresh renderer (on
 * Lighthouse's mobile profile that start-up alone cost 250–450 ms of blocking time on a 4 kB static page),
 * and public catalogue pages have nothing a cross-window attack could read.
 */
export const PRIVATE_PAGE_HEADERS = { 'cross-origin-opener-policy': 'same-origin' } as const;

export const FRAME_ANCESTORS = "frame-ancestors 'none'";

/** The policy of API answers: JSON is never a document, so it may load nothing and be framed nowhere. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Sources the Google Maps JavaScript API needs (its documented CSP list), added only when a key is
 * configured. Maps sets inline styles on the elements it builds, so `style-src` needs
 * 'unsafe-inline' — and a browser ignores 'unsafe-inline' next to a hash, so style hashes are dropped.
 */
const googleMapsSources: Record<string, string[]> = {
  'script-src': ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  'img-src': ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com', 'data:', 'blob:'],
  'connect-src': ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  'font-src': ['https://fonts.gstatic.com'],
  'style-src': ["'unsafe-inline'", 'https://fonts.googleapis.com'],
  'frame-src': ['https://*.google.com'],
  'worker-src': ['blob:'],
};

type Directives = Map<string, string[]>;

export function parseCsp(policy: string): Directives {
  const directives: Directives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/).filter(Boolean);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

export const serializeCsp = (directives: Directives) => [...directives].map(([name, values]) => [name, ...values].join(' ')).join('; ');

/** Adds sources to directives (a directive that is absent starts from `default-src`, as browsers do). */
function addSources(directives: Directives, additions: Record<string, string[]>): void {
  for (const [name, sources] of Object.entries(additions)) {
    const current = directives.get(name) ?? [...(directives.get('default-src') ?? ["'self'"])];
    const merged = current.filter((value) => value !== "'none'");
    for (const source of sources) if (!merged.includes(source)) merged.push(source);
    directives.set(name, merged);
  }
}

/**
 * Completes a page's policy from Astro: frame-ancestors always; Google Maps' origins when a key is set.
 */
export function completePagePolicy(policy: string, options: { googleMaps: boolean }): string {
  const directives = parseCsp(policy);
  directives.set('frame-ancestors', ["'none'"]);
  if (options.googleMaps) {
    addSources(directives, googleMapsSources);
    for (const name of ['style-src', 'style-src-elem']) {
      const values = directives.get(name);
      if (values?.includes("'unsafe-inline'"))
        directives.set(
          name,
          values.filter((value) => !/^'sha(256|384|512)-/.test(value)),
        );
    }
  }
  return serializeCsp(directives);
}
