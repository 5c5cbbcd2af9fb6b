import { db } from '../../lib/server/db';
import { logger } from '../../lib/server/log';
import type { IncomingText } from '../../lib/server/outbox/whatsapp-webhook';
import { mobileFromWaId, optOutIntent } from './opt-outs';
import { clearOptOut, recordOptOut } from './opt-outs.server';
import { recordWhatsAppReply } from './preferences.server';

/**
 * What people answered on WhatsApp (src/pages/api/webhooks/whatsapp.ts): STOP or UNSUBSCRIBE records that their
 * mobile wants no more WhatsApp messages from us, START or SUBSCRIBE asks for them again. Other messages are
 * not kept: nobody reads them here. A STOP or START is also kept as consent on the accounts of that mobile.
 */
export async function takeWhatsAppReplies(texts: IncomingText[]): Promise<void> {
  for (const { from, text } of texts) {
    const intent = optOutIntent(text);
    const mobile = mobileFromWaId(from);
    if (!intent || !mobile) continue;
    if (intent === 'stop') await recordOptOut(mobile, 'whatsapp');
    else await clearOptOut(mobile, 'whatsapp');
    // Kept as consent too, on the accounts of that mobile: the opt-out row goes with START, the evidence stays.
    await recordWhatsAppReply(await db(), mobile, intent);
    // No mobile in the log: what happened is enough.
    logger.info({ channel: 'whatsapp', intent }, 'message opt-out reply taken');
  }
}
