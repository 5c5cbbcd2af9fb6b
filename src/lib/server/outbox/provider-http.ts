import { DeliveryError } from './channel';

/** How long a provider may take to answer one message before the send counts as failed (and is retried). */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** The most of a provider's answer read: its JSON is a few hundred bytes; anything longer is cut. */
const ANSWER_LIMIT = 64 * 1024;

export interface ProviderAnswer {
  status: number;
  /** The answer parsed as JSON, or null when it was not JSON. */
  json: unknown;
  /** The start of the answer as text, for an error's message. */
  text: string;
}

/**
 * One JSON POST to a provider with a bounded wait. A provider that cannot be reached, resets the connection
 * or does not answer within `timeoutMs` is a retryable DeliveryError: the outbox tries again later.
 */
export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): Promise<ProviderAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const what = timedOut ? `no answer within ${timeoutMs} ms` : `unreachable (${error instanceof Error ? error.message : String(error)})`;
    throw new DeliveryError(`${new URL(url).host}: ${what}`, false);
  }
  let text: string;
  try {
    text = (await response.text()).slice(0, ANSWER_LIMIT);
  } catch {
    // The connection broke while the answer came: whether the provider took the message is unknown, so try again.
    throw new DeliveryError(`${new URL(url).host}: the answer (${response.status}) broke off`, false);
  }
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: a proxy's error page, kept as text
  }
  return { status: response.status, json, text: text.slice(0, 300) };
}

/** A mobile as CONTRACT.md writes it (+91XXXXXXXXXX) in the international form providers take: digits only, country code first. */
export function internationalDigits(to: string): string {
  if (!/^\+[1-9]\d{7,14}$/.test(to)) throw new DeliveryError('the recipient is not a mobile in +<country><number> form', true);
  return to.slice(1);
}

/** The template's parameters in order (OutboundMessage.data.params), or the message's text as its one parameter. */
export function templateParams(data: Record<string, unknown>, text: string): string[] {
  const params = data.params;
  if (Array.isArray(params)) return params.map((value) => String(value));
  return [text];
}
