import { takeReplies } from '../../../features/consent/replies.server';
import { m } from '../../../lib/i18n';
import { config } from '../../../lib/server/config';
import type { APIContext } from 'astro';
import { endpoint, HttpError, notFound, readRawBody } from '../../../lib/server/http';
import { inboundTexts, inboundTokenIsValid } from '../../../lib/server/outbox/msg91-inbound';

export const prerender = false;

/**
 * MSG91's inbound SMS forwarding (README "SMS"): what people text our virtual number, sent to
 * `/api/webhooks/sms?token=<SMS_INBOUND_TOKEN>` as query parameters (GET) or a form or JSON (POST). A STOP or
 * UNSUBSCRIBE ends our SMS to that mobile, START asks for them again. Not there (404) unless SMS_INBOUND_TOKEN is set.
 */
async function take(context: APIContext, body: () => Promise<string>): Promise<Response> {
  const token = config.SMS_INBOUND_TOKEN;
  if (!token) throw notFound();
  const given = context.url.searchParams.get('token');
  if (!given) throw new HttpError(401, m['webhook.refusal.noToken']());
  if (!inboundTokenIsValid(given, token)) throw new HttpError(403, m['webhook.refusal.badToken']());
  const query = new URLSearchParams(context.url.searchParams);
  query.delete('token');
  const text = await body();
  let texts: ReturnType<typeof inboundTexts>;
  try {
    texts = inboundTexts(query, text, context.request.headers.get('content-type'));
  } catch {
    throw new HttpError(400, m['error.bodyUnreadable']());
  }
  await takeReplies('sms', texts);
  return new Response(null, { status: 200, headers: { 'cache-control': 'no-store' } });
}

export const GET = endpoint((context) => take(context, async () => ''));

/** The body is read only once the token is known to be ours. */
export const POST = endpoint((context) => take(context, async () => new TextDecoder().decode(await readRawBody(context.request))));
