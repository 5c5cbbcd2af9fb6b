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
  /**
   * The first operators (CONTRACT.md "Operators, grievances and takedowns"): emails separated by commas. Each
   * is made an operator at start, its account made when it has none yet (features/operators). Removing an
   * email here takes nothing away: operators are kept in the database.
   */
  OPERATOR_EMAILS: z
    .string()
    .refine((text) => emailList(text).every((email) => mailAddress.safeParse(email).success), 'must be email addresses separated by commas')
    .transform(emailList)
    .default([]),
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  /**
   * The key browsers load Google Maps with (restrict it to the site's referrers at Google). Separate from
   * GOOGLE_MAPS_API_KEY, which stays on the server: without this one, maps are drawn as SVG.
   */
  GOOGLE_MAPS_BROWSER_KEY: z.string().min(1).optional(),
  /** How long the Google geo answers (autocomplete, place coordinates, distances) are kept in memory; 0 turns that off. */
  GEO_CACHE_TTL_SECONDS: z.coerce.number().int().min(0, 'must be 0 or more').default(3600),
  /** How long a request to the maps providers (Google, reverse geocoding) may take before it is answered 502. */
  GEO_TIMEOUT_MS: z.coerce.number().int().min(100, 'must be at least 100').default(5000),
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
   * SMS (CONTRACT.md "Messages"): unset, messages are files under DATA_DIR/outbox/sms. `msg91` sends them
   * through MSG91's Flow API (src/lib/server/outbox/msg91.ts) with SMS_API_KEY and the DLT templates of
   * SMS_TEMPLATES.
   */
  SMS_PROVIDER: z.enum(['msg91'], { message: 'must be msg91 (or unset for files in DATA_DIR/outbox/sms)' }).optional(),
  /** The gateway's key (MSG91: the authkey of the account). */
  SMS_API_KEY: z
    .string()
    .regex(/^\S{8,}$/, 'must be the gateway key: 8 or more characters, no spaces')
    .optional(),
  /**
   * Each SMS template key the outbox names (`sign-in-code`, `lead-alert`, …) with the gateway's template id,
   * as `key=id,key=id` (MSG91: the id of the template mapped in its panel to the DLT-approved content template).
   * DLT templates are registered per language: `key.hi=id` and `key.bn=id` for Hindi and Bengali, the English
   * `key=id` when a language has none (msg91.ts msg91TemplateId).
   */
  SMS_TEMPLATES: z
    .string()
    .regex(
      /^\s*[a-z0-9][a-z0-9_.-]*\s*=\s*[A-Za-z0-9_-]+\s*(,\s*[a-z0-9][a-z0-9_.-]*\s*=\s*[A-Za-z0-9_-]+\s*)*$/,
      'must be key=templateId pairs separated by commas, e.g. sign-in-code=64f0c2…,lead-alert=64f0c3…',
    )
    .refine((text) => {
      const keys = text.split(',').map((pair) => pair.split('=')[0]!.trim());
      return keys.length === new Set(keys).size;
    }, 'must name each key once')
    .transform(parseTemplateMap)
    .optional(),
  /** The DLT-registered header (sender id) SMS go out under: 6 letters or digits (MSG91 uses the template's when unset). */
  SMS_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z0-9]{6}$/, 'must be the 6-character DLT header (sender id), e.g. SEVAIN')
    .optional(),
  /**
   * The secret that MSG91's inbound-SMS forwarding must carry (/api/webhooks/sms?token=…): MSG91 neither signs
   * nor authenticates what it forwards, so the URL configured in its panel holds the proof. Unset, that
   * webhook is not there (404).
   */
  SMS_INBOUND_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{24,128}$/, 'must be 24 to 128 letters, digits, - or _ (it goes in a URL): e.g. openssl rand -hex 24')
    .optional(),
  /** The gateway's address; changed only by tests (a local stand-in). */
  SMS_API_BASE: z.url('must be a URL').default('https://control.msg91.com'),
  /**
   * WhatsApp (CONTRACT.md "Messages"): with both set, messages go through Meta's WhatsApp Cloud API
   * (src/lib/server/outbox/whatsapp-cloud.ts) as approved templates; unset, they are files under
   * DATA_DIR/outbox/whatsapp. A permanent (system user) access token and the business phone number's id.
   */
  WHATSAPP_TOKEN: z
    .string()
    .regex(/^\S{16,}$/, 'must be the access token: 16 or more characters, no spaces')
    .optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'must be the phone number id Meta shows (digits only)')
    .optional(),
  /** The language code of our approved English templates (Meta's `language.code`: en, en_US); Hindi and Bengali messages name hi and bn. */
  WHATSAPP_LANGUAGE: z
    .string()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'must be a template language code like en, en_US or hi')
    .default('en'),
  /** The webhook (/api/webhooks/whatsapp): the token Meta's verification request must carry, and the app secret that signs its posts. */
  WHATSAPP_VERIFY_TOKEN: z
    .string()
    .regex(/^\S{8,}$/, 'must be 8 or more characters, no spaces')
    .optional(),
  WHATSAPP_APP_SECRET: z
    .string()
    .regex(/^\S{8,}$/, 'must be the app secret: 8 or more characters, no spaces')
    .optional(),
  /** The Graph API's address; changed only by tests (a local stand-in). */
  WHATSAPP_API_BASE: z.url('must be a URL').default('https://graph.facebook.com'),
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
  /**
   * The grievance officer the law asks a marketplace to name (Consumer Protection (E-Commerce) Rules, 2020, rule 4;
   * IT Rules, 2021, rule 3(2)): shown on /grievance-officer and in every grievance mail. The defaults are the demo's.
   */
  GRIEVANCE_OFFICER_NAME: z.string().trim().min(1).default('Priya Raman'),
  /**
   * Where a person writes about their personal data (Digital Personal Data Protection Act, 2023; Rules, 2025):
   * named in the privacy policy and at the foot of every mail. The default is the demo's.
   */
  DATA_PROTECTION_EMAIL: mailAddress.default('privacy@seva.in'),
  GRIEVANCE_OFFICER_EMAIL: mailAddress.default('grievance@seva.in'),
  GRIEVANCE_OFFICER_PHONE: z
    .string()
    .regex(/^\+?[0-9 ()-]{8,20}$/, 'must be a phone number, e.g. +91 33 4000 1299')
    .default('+91 33 4000 1299'),
  GRIEVANCE_OFFICER_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .default('Seva Local Services Private Limited, 4th Floor, Infinity Benchmark, Sector V, Salt Lake, Kolkata, West Bengal 700091'),
});

/** `key=id,key=id` as an object (SMS_TEMPLATES). */
/** `a@x.in, B@y.in` as ['a@x.in', 'b@y.in'] (emails are kept lower-cased, as users.email is). */
function emailList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

function parseTemplateMap(text: string): Record<string, string> {
  const map: Record<string, string> = {};
  for (const pair of text.split(',')) {
    const [key, id] = pair.split('=').map((part) => part.trim());
    map[key!] = id!;
  }
  return map;
}

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

/**
 * The message providers' variables go together (README "Messages"): a provider with its key and templates,
 * WhatsApp's token with its phone number id, and the webhook that hears a person's STOP with them.
 */
const messageProvidersComplete = (config: z.infer<typeof configSchema>, context: z.RefinementCtx) => {
  const need = (name: keyof typeof config, message: string) => context.addIssue({ code: 'custom', path: [name], message });
  if (config.SMS_PROVIDER) {
    if (!config.SMS_API_KEY) need('SMS_API_KEY', `must be set with SMS_PROVIDER=${config.SMS_PROVIDER}`);
    if (!config.SMS_TEMPLATES) need('SMS_TEMPLATES', `must be set with SMS_PROVIDER=${config.SMS_PROVIDER}: key=templateId pairs`);
  } else {
    for (const name of ['SMS_API_KEY', 'SMS_TEMPLATES', 'SMS_SENDER_ID'] as const) {
      if (config[name]) need('SMS_PROVIDER', `must be set (msg91) when ${name} is`);
    }
  }
  if (config.WHATSAPP_TOKEN && !config.WHATSAPP_PHONE_NUMBER_ID) need('WHATSAPP_PHONE_NUMBER_ID', 'must be set with WHATSAPP_TOKEN');
  if (config.WHATSAPP_PHONE_NUMBER_ID && !config.WHATSAPP_TOKEN) need('WHATSAPP_TOKEN', 'must be set with WHATSAPP_PHONE_NUMBER_ID');
  if (config.WHATSAPP_TOKEN) {
    // Without the webhook nobody hears a person who answers STOP, and WhatsApp messages must stop when asked.
    if (!config.WHATSAPP_APP_SECRET) need('WHATSAPP_APP_SECRET', 'must be set with WHATSAPP_TOKEN: the webhook hears opt-outs');
    if (!config.WHATSAPP_VERIFY_TOKEN) need('WHATSAPP_VERIFY_TOKEN', 'must be set with WHATSAPP_TOKEN: the webhook hears opt-outs');
  }
  if (config.WHATSAPP_VERIFY_TOKEN && !config.WHATSAPP_APP_SECRET) need('WHATSAPP_APP_SECRET', 'must be set with WHATSAPP_VERIFY_TOKEN');
  if (config.WHATSAPP_APP_SECRET && !config.WHATSAPP_VERIFY_TOKEN) need('WHATSAPP_VERIFY_TOKEN', 'must be set with WHATSAPP_APP_SECRET');
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
  const result = configSchema
    .superRefine(testClockOnlyOnLoopback)
    .superRefine(messageProvidersComplete)
    .superRefine(vapidPairTogether)
    .safeParse(source);
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
