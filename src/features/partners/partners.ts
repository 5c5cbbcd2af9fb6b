/**
 * Partner mini-sites (SPEC.md "/partner/{slug}"): the rules shared by the page, its scripts and the
 * partner endpoints. Pure and free of zod, so the page's own script stays small (the contact form's
 * schema is in partner-contact.ts).
 */

import { type CallerLimit, perMinute } from '../../lib/limit';
import { isRowId } from '../../lib/row-id';

/**
 * The counters run on every partner page view and Call Now tap, so they allow more than the default
 * write limit (src/lib/server/write-policy.ts), which does not apply to them.
 */
export const counterLimits = {
  calls: { bucket: 'get_call_data_add', user: perMinute(60), address: perMinute(300) },
  visits: { bucket: 'get_traffic_data_add', user: perMinute(120), address: perMinute(600) },
} as const satisfies Record<string, CallerLimit>;

/** SPEC.md section 9: partner carousels move every 3000 ms; the services carousel shows 1/2/4 items at 0/600/1000 px. */
export const PARTNER_CAROUSEL_MS = 3000;
export const SERVICES_PER_VIEW = [1, 2, 4] as const;
/** SPEC.md section 9: the traffic count is sent 1000 ms after the partner page loads. */
export const TRAFFIC_DELAY_MS = 1000;
/** sessionStorage key of the visit id: one visit of a tab counts once however often the page reloads. */
export const VISIT_STORAGE_KEY = 'seva-visit-id';

// ---------------------------------------------------------------------------------------------
// The counters' {id}
// ---------------------------------------------------------------------------------------------

/** The prefix that makes a counter's {id} a partner id whatever listing shares the number. */
export const PARTNER_COUNTER_PREFIX = 'partner-';

export type CounterTarget = { kind: 'listing-or-partner'; id: number } | { kind: 'partner'; id: number };

/**
 * What the {id} of /api/get_call_data_add/{id} and /api/get_traffic_data_add/{id} names. A plain number
 * is the id a SPEC.md client has, `details.services_id` of get-partner-data: a listing's id, counted for
 * the partner of that listing. A plain number no listing has is taken as a partner id (the partner page's
 * older form). `partner-{id}` is always a partner id: the partner page sends it, since listing and
 * partner ids share numbers. Null when it is neither form (the endpoints answer 404).
 */
export function parseCounterTarget(param: string | undefined): CounterTarget | null {
  const partner = param?.startsWith(PARTNER_COUNTER_PREFIX) ?? false;
  const digits = partner ? param!.slice(PARTNER_COUNTER_PREFIX.length) : (param ?? '');
  if (!/^\d{1,10}$/.test(digits)) return null;
  const id = Number(digits);
  if (!isRowId(id)) return null;
  return { kind: partner ? 'partner' : 'listing-or-partner', id };
}

// ---------------------------------------------------------------------------------------------
// other_images
// ---------------------------------------------------------------------------------------------

/** A bare file name of an uploaded partner image (no folders, no scheme). */
const FILE_NAME = /^[\w][\w.-]*\.(?:avif|gif|jpe?g|png|svg|webp)$/i;
/** Where bare file names in other_images live. */
export const PARTNER_IMAGE_DIR = '/images/providers/';

/** An image reference as a URL the page may use, or null: site paths, http(s) URLs and bare file names. */
export function partnerImageUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\/(?!\/)[^\s"'<>\\]*$/.test(text)) return text;
  if (/^https?:\/\/[^\s"'<>\\]+$/i.test(text)) return text;
  if (FILE_NAME.test(text)) return PARTNER_IMAGE_DIR + text;
  return null;
}

/**
 * The other_images list (SPEC.md section 3: "JSON list of file names, may arrive as a string"): a list or
 * the JSON text of one, as stored; also JSON text of JSON text of a list, the form the demo catalogue once
 * gave about half its partners (migration 0014 decoded those rows once). Decodes until it has an array;
 * anything else is an empty list. Entries that are not usable images are dropped.
 */
export function parseOtherImages(value: unknown): string[] {
  let current = value;
  for (let depth = 0; typeof current === 'string' && depth < 4; depth++) {
    try {
      current = JSON.parse(current);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(current)) return [];
  return current.map(partnerImageUrl).filter((url): url is string => url !== null);
}

// ---------------------------------------------------------------------------------------------
// Brand colours
// ---------------------------------------------------------------------------------------------

/** The theme's own tokens (src/styles/global.css), used when a partner's colour is missing or not a hex colour. */
export const DEFAULT_BRAND = '#0f766e';
export const DEFAULT_ACCENT = '#f59e0b';
const INK = '#0f172a';

/** '#abc' or '#aabbcc' lower-cased as '#aabbcc', or null for anything else (never put unchecked text in a style). */
export function hexColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(text)) return text;
  if (/^#[0-9a-f]{3}$/.test(text)) return `#${[...text.slice(1)].map((c) => c + c).join('')}`;
  return null;
}

type Rgb = [number, number, number];
const toRgb = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Mixes a colour towards another: 0 keeps `hex`, 1 gives `other`. */
export function mix(hex: string, other: string, amount: number): string {
  const a = toRgb(hex);
  const b = toRgb(other);
  return toHex(a.map((c, i) => c + (b[i]! - c) * amount) as Rgb);
}

/** WCAG relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Moves `hex` towards `towards` in small steps until it has `ratio` contrast with `against`. */
function withContrast(hex: string, against: string, towards: string, ratio: number): string {
  let colour = hex;
  for (let step = 1; step <= 20 && contrastRatio(colour, against) < ratio; step++) colour = mix(hex, towards, step / 20);
  return colour;
}

export interface BrandPalette {
  /** Buttons and headings: white text on it reads at WCAG AA (4.5:1). */
  brand: string;
  brandDark: string;
  brandLight: string;
  /** Highlights with dark ink on them (4.5:1). */
  accent: string;
  accentDark: string;
}

/**
 * A partner's colours as theme tokens. The colours come from the partner's data, so they are checked
 * (hex only) and adjusted where needed to keep text readable: a pale brand colour is darkened until
 * white text on it passes WCAG AA, a dark accent is lightened until ink on it does.
 */
export function brandPalette(brandColor: unknown, accentColor: unknown): BrandPalette {
  const brand = withContrast(hexColor(brandColor) ?? DEFAULT_BRAND, '#ffffff', '#000000', 4.6);
  const accent = withContrast(hexColor(accentColor) ?? DEFAULT_ACCENT, INK, '#ffffff', 4.6);
  return {
    brand,
    brandDark: mix(brand, '#000000', 0.28),
    brandLight: mix(brand, '#ffffff', 0.88),
    accent,
    accentDark: withContrast(mix(accent, '#000000', 0.45), '#ffffff', '#000000', 4.6),
  };
}

/**
 * The style attribute of a partner page's root: it overrides the theme's brand tokens
 * (src/styles/global.css) for everything inside. Only ever built from checked hex colours.
 */
export function brandStyle(palette: BrandPalette): string {
  return [
    `--color-brand:${palette.brand}`,
    `--color-brand-dark:${palette.brandDark}`,
    `--color-brand-light:${palette.brandLight}`,
    `--color-accent:${palette.accent}`,
    `--color-accent-dark:${palette.accentDark}`,
  ].join(';');
}

// ---------------------------------------------------------------------------------------------
// Links
// ---------------------------------------------------------------------------------------------

/** A partner's social profile link, kept only when it is an https/http URL (it goes into an href). */
export function socialHref(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Two letters for the monogram of a business without a logo: 'Das Auto Garage' → 'DA'. */
export function monogram(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words[1]?.[0] ?? words[0]?.[1] ?? '')).toUpperCase();
}

// ---------------------------------------------------------------------------------------------
// Counters
// ---------------------------------------------------------------------------------------------

/** A visit id as the page makes it (crypto.randomUUID) or anything of the same alphabet; else none. */
export function visitIdOf(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(value) ? value : null;
}
