import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SITE_URL, siteUrlSchema } from '../site-url';
import { readEnvironment } from './environment';

/**
 * The one place that reads the environment (CONTRACT.md "Environment").
 * Values come from the process environment first, then from `.env` in the working directory.
 */
/** An address like no-reply@localhost is fine here: mail servers on a LAN have no dotted domain. */
const mailAddress = z.string().regex(/^[^\s@]+@[^\s@]+$/, 'must be an email address');
const portSchema = z.coerce.number().int().min(1).max(65535);

const configSchema = z.object({
  PORT: portSchema.default(4321),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: mailAddress.default('no-reply@localhost'),
  SUPPORT_EMAIL: mailAddress.default('support@seva.in'),
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  /**
   * The key browsers load Google Maps with (restrict it to the site's referrers at Google). Separate from
   * GOOGLE_MAPS_API_KEY, which stays on the server: without this one, maps are drawn as SVG.
   */
  GOOGLE_MAPS_BROWSER_KEY: z.string().min(1).optional(),
  /** How long the Google geo answers (autocomplete, place coordinates, distances) are kept in memory; 0 turns that off. */
  GEO_CACHE_TTL_SECONDS: z.coerce.number().int().min(0, 'must be 0 or more').default(3600),
  GOOGLE_MAPS_API_BASE: z.url('must be a URL').default('https://maps.googleapis.com'),
  REVERSE_GEOCODE_KEY: z.string().min(1).optional(),
  /** LocationIQ-style reverse geocoding (`/v1/reverse?key&lat&lon&format=json`); configurable so tests can use a fake. */
  REVERSE_GEOCODE_API_BASE: z.url('must be a URL').default('https://us1.locationiq.com'),
  /**
   * Where uploaded images go: `s3://bucket[/prefix]`, or `file:///path` (a directory every instance mounts).
   * Unset: DATA_DIR/uploads, which only one process sees, so with DATABASE_URL the server refuses to start
   * without it (sharedUploadsRefusal).
   */
  UPLOADS: z
    .string()
    .regex(/^(s3:\/\/[^/]+|file:\/\/\/.+)/, 'must look like s3://bucket or file:///path')
    .optional(),
  /** S3-compatible object stores other than AWS (MinIO, R2, a local test server): their endpoint URL. */
  AWS_ENDPOINT_URL: z.url('must be a URL').optional(),
  AWS_REGION: z.string().min(1).default('us-east-1'),
  /** `1` addresses buckets as endpoint/bucket/key (most self-hosted servers need it); on by default with AWS_ENDPOINT_URL. */
  AWS_S3_FORCE_PATH_STYLE: z.enum(['0', '1'], { message: 'must be 0 or 1' }).optional(),
  SEED_DEMO: z.enum(['0', '1'], { message: 'must be 0 or 1' }).default('1'),
  /**
   * `1` when the server sits behind a reverse proxy it trusts: the client address then comes from the
   * last X-Forwarded-For entry and https from X-Forwarded-Proto. Off by default: trusting those headers
   * without such a proxy would let anyone choose their address (and slip past rate limits).
   */
  TRUST_PROXY: z.enum(['0', '1'], { message: 'must be 0 or 1' }).default('0'),
  /** Multiplies every rate limit (load tests and fuzzing use a large factor so requests reach the endpoints). */
  RATE_LIMIT_SCALE: z.coerce.number().positive('must be a positive number').default(1),
  /** TLS for the server itself (scripts/serve.ts): a certificate and its key, as PEM files. */
  SERVER_CERT_PATH: z.string().min(1).optional(),
  SERVER_KEY_PATH: z.string().min(1).optional(),
  /**
   * The site's public origin (CONTRACT.md "Public address"): canonical URLs, Open Graph, the sitemaps,
   * JSON-LD and links in mails use it, never the request's Host. Prerendered pages are built with it:
   * see scripts/build-state.ts for how a change reaches them.
   */
  SITE_URL: siteUrlSchema.default(DEFAULT_SITE_URL),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('info'),
  /**
   * `1` for a server started by the tests: its clock (clock.ts) may be moved forward through
   * POST /api/test/clock. Read from the process environment only (never `.env`), and refused unless the
   * server listens on a loopback address for a loopback SITE_URL: no server that the public can reach, or
   * whose pages name a public address, takes its time from a request.
   */
  SEVA_TEST_CLOCK: z.enum(['0', '1'], { message: 'must be 0 or 1' }).default('0'),
  /**
   * Web Push (VAPID, RFC 8292): the application server's P-256 key pair, base64url as `npx web-push
   * generate-vapid-keys` prints it. Both or neither: unset, a pair is generated once and kept (vapid.ts).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters, from npx web-push generate-vapid-keys)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters, from npx web-push generate-vapid-keys)')
    .optional(),
  /** Who push services may contact about our pushes: mailto: or https:. Default: mailto:SUPPORT_EMAIL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
});

/** localhost, 127.x.x.x, ::1: addresses only this machine reaches. */
const isLoopback = (host: string) => /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i.test(host);

/** The test clock (SEVA_TEST_CLOCK) only on a server this machine alone can reach, made for a local address. */
const testClockOnlyOnLoopback = (config: z.infer<typeof configSchema>, context: z.RefinementCtx) => {
  if (config.SEVA_TEST_CLOCK !== '1') return;
  if (!isLoopback(config.HOST) || !isLoopback(new URL(config.SITE_URL).hostname)) {
    context.addIssue({
      code: 'custom',
      path: ['SEVA_TEST_CLOCK'],
      message: 'only for a test server: HOST and SITE_URL must be loopback addresses (localhost, 127.0.0.1, ::1)',
    });
  }
};

export type Config = z.infer<typeof configSchema> & { dataDir: string };

/** The VAPID pair is one key: a public key without its private key (or the reverse) signs nothing it can prove. */
const vapidPairTogether = (config: z.infer<typeof configSchema>, context: z.RefinementCtx) => {
  if (Boolean(config.VAPID_PUBLIC_KEY) === Boolean(config.VAPID_PRIVATE_KEY)) return;
  const missing = config.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
  context.addIssue({ code: 'custom', path: [missing], message: 'must be set with its pair (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together)' });
};

/** Parses the environment; throws one line naming the first bad variable. */
export function parseConfig(source: Record<string, string | undefined>): Config {
  const result = configSchema.superRefine(testClockOnlyOnLoopback).superRefine(vapidPairTogether).safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${name}: ${issue.message}`);
  }
  return { ...result.data, dataDir: path.resolve(process.cwd(), result.data.DATA_DIR) };
}

export class ConfigError extends Error {}

/**
 * Why the server must not start with these uploads (CONTRACT.md "Many instances, one truth"), or null: with
 * DATABASE_URL several instances may share the database, and a photo kept on one instance's own disk would
 * answer 404 on the others. One line, naming UPLOADS. Checked by the server entry only: scripts that open the
 * database (the seed) store no uploads.
 */
export function sharedUploadsRefusal(config: Pick<Config, 'DATABASE_URL' | 'UPLOADS'>): string | null {
  if (!config.DATABASE_URL || config.UPLOADS) return null;
  return 'UPLOADS must be set with DATABASE_URL: s3://bucket[/prefix] or file:///path (a directory every instance mounts)';
}

function loadConfig(): Config {
  try {
    // The test clock is a harness's choice for the process it starts: a `.env` left on a machine cannot turn it on.
    return parseConfig({ ...readEnvironment(Object.keys(configSchema.shape)), SEVA_TEST_CLOCK: process.env.SEVA_TEST_CLOCK || undefined });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`seva: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

export const config: Config = loadConfig();
