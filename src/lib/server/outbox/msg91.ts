import { type Channel, DeliveryError, type OutboundMessage } from './channel';
import { internationalDigits, PROVIDER_TIMEOUT_MS, postJson, templateParams } from './provider-http';

/**
 * SMS through MSG91's Flow API (CONTRACT.md "Messages"), as its documentation describes it:
 * `POST https://control.msg91.com/api/v5/flow` with the account's `authkey` header and a JSON body
 * `{ template_id, short_url, recipients: [{ mobiles, VAR1, VAR2, … }] }` (and `sender`, the DLT header, when the
 * template takes it from the API), answered `{ "type": "success", "message": "<request id>" }` or
 * `{ "type": "error", "message": "…" }`. `mobiles` is the number in international form without '+'
 * (919898989898).
 *
 * In India every SMS goes out on a DLT-registered header (sender id) with content approved on the operator's
 * DLT portal; the MSG91 template named by `template_id` is mapped in MSG91's panel to that DLT content template,
 * its variables named VAR1, VAR2… in the order of the DLT template's {#var#} (the DLT platforms limit the length
 * of each variable: a long link takes several {#var#}{#var#} side by side, filled from several params).
 */

export interface Msg91Options {
  /** The account's authkey (MSG91 panel → Authkey). */
  authKey: string;
  /** Each template key the outbox names (OutboundMessage.template, else its event) with MSG91's template id. */
  templates: Record<string, string>;
  /** The DLT header the message goes out under, when the template takes it from the API. */
  senderId?: string;
  /** https://control.msg91.com unless a test points it at a stand-in. */
  apiBase?: string;
  timeoutMs?: number;
  /** Whether this mobile (+91…) asked for no more SMS: such a message is refused, permanently (but a sign-in code it asked for). */
  isOptedOut?: (mobile: string) => Promise<boolean>;
}

/**
 * The MSG91 template id for a message: DLT templates are registered per language, so a message written in Hindi
 * or Bengali (`data.locale`) takes its key's template in that language (`lead-alert.hi`) when there is one, else
 * the English one (`lead-alert`); by its template key, else by its event. None is a permanent failure.
 */
export function msg91TemplateId(message: OutboundMessage, templates: Record<string, string>): string {
  const locale = typeof message.data.locale === 'string' && message.data.locale !== 'en' ? message.data.locale : null;
  const keys = [...(locale ? [`${message.template}.${locale}`, `${message.event}.${locale}`] : []), message.template, message.event];
  const id = keys.map((key) => Object.hasOwn(templates, key) && templates[key]).find(Boolean);
  if (!id) throw new DeliveryError(`no SMS template for "${message.template}" (${message.event}): add it to SMS_TEMPLATES`, true);
  return id;
}

/** The request body for one message: its variables are `message.data.params` in order as VAR1, VAR2…, or its text as VAR1. */
export function msg91FlowBody(message: OutboundMessage, options: Pick<Msg91Options, 'templates' | 'senderId'>) {
  const recipient: Record<string, string> = { mobiles: internationalDigits(message.to) };
  templateParams(message.data, message.text).forEach((value, index) => {
    recipient[`VAR${index + 1}`] = value;
  });
  return {
    template_id: msg91TemplateId(message, options.templates),
    ...(options.senderId ? { sender: options.senderId } : {}),
    // Our links are already short, and a shortened link would not be the one the DLT template approved.
    short_url: '0',
    recipients: [recipient],
  };
}

/** MSG91's refusals that are about our account, not this message: the message waits for the next try. */
const ACCOUNT_TROUBLE = /auth|balance|credit|whitelist|ip address|not allowed from|too many|rate limit|suspend|blocked account/i;

/** MSG91's answer as a DeliveryError: retryable for the service or our account, permanent for this message. */
export function msg91Error(status: number, json: unknown, text: string): DeliveryError {
  const message = (json as { message?: unknown } | null)?.message;
  const what = typeof message === 'string' ? message : text || 'no answer body';
  const retryable = status === 401 || status === 403 || status === 408 || status === 429 || status >= 500 || ACCOUNT_TROUBLE.test(what);
  return new DeliveryError(`MSG91 ${status}: ${what}`, !retryable);
}

/** The SMS channel on MSG91. */
export function createMsg91Channel(options: Msg91Options): Channel {
  const url = `${(options.apiBase ?? 'https://control.msg91.com').replace(/\/+$/, '')}/api/v5/flow`;
  return {
    name: 'sms',
    async send(message) {
      const body = msg91FlowBody(message, options);
      // A sign-in code goes even to a number that sent STOP: the person asked for this very message, that minute.
      if (message.event !== 'sign-in-code' && (await options.isOptedOut?.(message.to))) {
        throw new DeliveryError('the recipient opted out of SMS', true);
      }
      const answer = await postJson(url, { authkey: options.authKey }, body, options.timeoutMs ?? PROVIDER_TIMEOUT_MS);
      const type = (answer.json as { type?: unknown } | null)?.type;
      // MSG91 answers some refusals with 200 and type "error": only "success" is an acceptance.
      if (answer.status >= 200 && answer.status < 300 && type === 'success') return;
      if (answer.status >= 200 && answer.status < 300 && type === undefined) {
        throw new DeliveryError(`MSG91 ${answer.status} without a type: ${answer.text}`, false);
      }
      throw msg91Error(answer.status, answer.json, answer.text);
    },
  };
}
