import { db } from '../../lib/server/db';
import { logger } from '../../lib/server/log';
import type { IncomingText } from '../../lib/server/outbox/whatsapp-webhook';
import { mobileFromWaId, optOutIntent } from './opt-outs';
import { clearOptOut, recordOptOut } from './opt-outs.server';
import { outboxMobile, type ReplyChannel } from './preferences';
import { recordReply } from './preferences.server';

/** A sender as the outbox writes mobiles: a WhatsApp wa_id (country code and number), an SMS sender in any Indian form. */
const senderMobile: Record<ReplyChannel, (from: string) => string | null> = {
  whatsapp: mobileFromWaId,
  sms: outboxMobile,
};

/**
 * What people answered on WhatsApp (src/pages/api/webhooks/whatsapp.ts) or by SMS (src/pages/api/webhooks/sms.ts):
 * STOP or UNSUBSCRIBE records that their mobile wants no more messages from us on that channel, START or
 * SUBSCRIBE asks for them again. Other messages are not kept: nobody reads them here. A STOP or START is also
 * kept as consent on the accounts of that mobile. Answers how many STOP or START it took.
 */
export async function takeReplies(channel: ReplyChannel, texts: IncomingText[]): Promise<number> {
  let taken = 0;
  for (const { from, text } of texts) {
    const intent = optOutIntent(text);
    const mobile = senderMobile[channel](from);
    if (!intent || !mobile) continue;
    if (intent === 'stop') await recordOptOut(mobile, channel);
    else await clearOptOut(mobile, channel);
    // Kept as consent too, on the accounts of that mobile: the opt-out row goes with START, the evidence stays.
    await recordReply(await db(), mobile, channel, intent);
    taken++;
    // No mobile in the log: what happened is enough.
    logger.info({ channel, intent }, 'message opt-out reply taken');
  }
  return taken;
}
