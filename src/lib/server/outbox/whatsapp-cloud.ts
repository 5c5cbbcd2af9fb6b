import { type Channel, DeliveryError, type OutboundMessage } from './channel';
import { internationalDigits, PROVIDER_TIMEOUT_MS, postJson, templateParams } from './provider-http';

/**
 * WhatsApp through Meta's WhatsApp Cloud API (CONTRACT.md "Messages"), as its documentation describes it:
 * `POST https://graph.facebook.com/<version>/<phone number id>/messages` with `Authorization: Bearer <token>` and
 * a JSON body `{ messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'template', template }`,
 * answered `200 { messaging_product, contacts: [{ input, wa_id }], messages: [{ id }] }`, or an error
 * `{ error: { message, type, code, error_subcode?, error_data?: { details }, is_transient?, fbtrace_id } }`.
 *
 * Only approved templates are sent: a business may start a conversation only with a template (free text is
 * refused outside the 24-hour customer service window that a person's own message opens: error 131047), and
 * only to people who opted in to hear from it on WhatsApp (Seva records that choice; a STOP heard by the
 * webhook, src/pages/api/webhooks/whatsapp.ts, is an opt-out this channel honours through `isOptedOut`).
 */

/** The Graph API version the requests name (Meta keeps each version for two years at least). */
export const GRAPH_API_VERSION = 'v25.0';

export interface WhatsAppCloudOptions {
  /** A permanent (system user) access token with the whatsapp_business_messaging permission. */
  token: string;
  /** The business phone number's id (WhatsApp Manager → phone numbers, or the app's API setup page). */
  phoneNumberId: string;
  /** https://graph.facebook.com unless a test points it at a stand-in. */
  apiBase?: string;
  apiVersion?: string;
  /** The English templates' language code (`language.code`): en by default. A message in Hindi or Bengali names `hi` or `bn`. */
  language?: string;
  timeoutMs?: number;
  /** Whether this mobile (+91…) asked to hear nothing more on WhatsApp: such a message is refused, permanently. */
  isOptedOut?: (mobile: string) => Promise<boolean>;
}

/** One component of a template message: its body's variables, or a button's. */
interface TemplateComponent {
  type: 'body' | 'button';
  sub_type?: 'url';
  index?: string;
  parameters: { type: 'text'; text: string }[];
}

/**
 * The template language for a message: `data.language` when it names one, else the language the message was
 * written in (`data.locale`, the recipient's: Meta's codes for Hindi and Bengali are `hi` and `bn`), else, for
 * English, the configured code of the English templates (`en`, `en_US`).
 */
export function whatsAppLanguage(message: OutboundMessage, english: string): string {
  if (typeof message.data.language === 'string') return message.data.language;
  const locale = message.data.locale;
  return typeof locale === 'string' && /^[a-z]{2,3}$/.test(locale) && locale !== 'en' ? locale : english;
}

/**
 * The request body for one message. The template is `message.template` (its approved name); its body's
 * variables {{1}}, {{2}}… are `message.data.params` in order, or the message's text as {{1}}. An
 * authentication template's copy-code button takes the code as its parameter (`message.data.code`).
 */
export function whatsAppTemplateBody(message: OutboundMessage, language: string) {
  const text = (value: string) => ({ type: 'text' as const, text: value });
  const components: TemplateComponent[] = [];
  const params = templateParams(message.data, message.text);
  if (params.length > 0) components.push({ type: 'body', parameters: params.map(text) });
  if (typeof message.data.code === 'string') components.push({ type: 'button', sub_type: 'url', index: '0', parameters: [text(message.data.code)] });
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: internationalDigits(message.to),
    type: 'template',
    template: {
      name: message.template,
      language: { code: whatsAppLanguage(message, language) },
      components,
    },
  };
}

/**
 * Error codes (Meta's "WhatsApp error codes") that say nothing about this message or its recipient: the
 * service or our account (a token that expired, a payment method, throughput). The message waits for the
 * outbox's next try. 131048 and 131056 are rate limits on our number and on this recipient pair.
 */
const RETRYABLE_CODES = new Set([
  0, // AuthException: the token expired or was revoked (an operator renews it)
  1, // API unknown
  2, // API service: temporary downtime or overload
  3, // API method: a capability or permission our app lacks
  4, // API too many calls
  10, // permission denied
  17, // user request limit
  190, // access token expired
  341, // application limit
  368, // temporarily blocked for policy violations
  80007, // the account's rate limit
  130429, // Cloud API throughput reached
  131000, // something went wrong
  131016, // service unavailable
  131042, // business eligibility: a payment issue
  131048, // spam rate limit on our number
  131056, // too many messages to this recipient in a short time (pair rate limit)
  131057, // the account is in maintenance mode
  133004, // server temporarily unavailable
]);

/** The error Meta answered, as a DeliveryError: retryable for the service or our account, permanent for this message. */
export function whatsAppError(status: number, json: unknown, text: string): DeliveryError {
  const error = (json as { error?: { code?: unknown; message?: unknown; is_transient?: unknown; error_data?: { details?: unknown } } } | null)?.error;
  const code = typeof error?.code === 'number' ? error.code : null;
  const details = typeof error?.error_data?.details === 'string' ? `: ${error.error_data.details}` : '';
  const what = error && typeof error.message === 'string' ? `${error.message}${details}` : text || 'no answer body';
  const retryable = status === 429 || status >= 500 || error?.is_transient === true || (code !== null && RETRYABLE_CODES.has(code));
  return new DeliveryError(`WhatsApp Cloud API ${status}${code === null ? '' : ` (code ${code})`}: ${what}`, !retryable);
}

/** The WhatsApp channel on Meta's Cloud API. */
export function createWhatsAppCloudChannel(options: WhatsAppCloudOptions): Channel {
  const base = (options.apiBase ?? 'https://graph.facebook.com').replace(/\/+$/, '');
  const url = `${base}/${options.apiVersion ?? GRAPH_API_VERSION}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  const language = options.language ?? 'en';
  return {
    name: 'whatsapp',
    async send(message) {
      const body = whatsAppTemplateBody(message, language);
      if (await options.isOptedOut?.(message.to)) throw new DeliveryError('the recipient opted out of WhatsApp messages', true);
      const answer = await postJson(url, { authorization: `Bearer ${options.token}` }, body, options.timeoutMs ?? PROVIDER_TIMEOUT_MS);
      // 200 with messages[0].id: Meta took the message (what becomes of it comes later, to the webhook's statuses).
      // Any 2xx counts as taken: sending again could deliver it twice.
      if (answer.status < 200 || answer.status >= 300) throw whatsAppError(answer.status, answer.json, answer.text);
    },
  };
}
