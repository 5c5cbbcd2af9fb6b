import { takeReplies } from '../../../features/consent/replies.server';
import { config } from '../../../lib/server/config';
import { endpoint, HttpError, notFound, readRawBody } from '../../../lib/server/http';
import { incomingTexts, signatureIsValid, verificationChallenge } from '../../../lib/server/outbox/whatsapp-webhook';
import { m } from '../../../lib/i18n';

export const prerender = false;

/**
 * Meta's webhook for WhatsApp (README "Messages"): the subscription check, and the posts that bring what people
 * send us (a STOP). Not there (404) unless WHATSAPP_VERIFY_TOKEN and WHATSAPP_APP_SECRET are set.
 */
export const GET = endpoint((context) => {
  if (!config.WHATSAPP_VERIFY_TOKEN) throw notFound();
  const challenge = verificationChallenge(context.url.searchParams, config.WHATSAPP_VERIFY_TOKEN);
  if (challenge === null) throw new HttpError(403, m['webhook.refusal.wrongToken']());
  return new Response(challenge, { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
});

export const POST = endpoint(async (context) => {
  if (!config.WHATSAPP_APP_SECRET) throw notFound();
  const raw = await readRawBody(context.request);
  const signature = context.request.headers.get('x-hub-signature-256');
  if (!signature) throw new HttpError(401, m['webhook.refusal.unsigned']());
  if (!signatureIsValid(raw, signature, config.WHATSAPP_APP_SECRET)) throw new HttpError(403, m['webhook.refusal.badSignature']());
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    throw new HttpError(400, m['error.bodyUnreadable']());
  }
  await takeReplies('whatsapp', incomingTexts(payload));
  return new Response(null, { status: 200, headers: { 'cache-control': 'no-store' } });
});
