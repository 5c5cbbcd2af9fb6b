import { logger } from '../../lib/server/log';
import type { IncomingText } from '../../lib/server/outbox/whatsapp-webhook';
import { mobileFromWaId, optOutIntent } from './opt-outs';
import { clearOptOut, recordOptOut } from './opt-outs.server';

/**
 * What people answered on WhatsApp (src/pages/api/webhooks/whatsapp.ts): STOP or UNSUBSCRIBE records that their
 * mobile wants no more WhatsApp messages from us, START or SUBSCRIBE asks for them again. Other messages are
 * not kept: nobody reads them here.
 */
export async function takeWhatsAppReplies(texts: IncomingText[]): Promise<void> {
  for (const { from, text } of texts) {
    const intent = optOutIntent(text);
    const mobile = mobileFromWaId(from);
    if (!intent || !mobile) continue;
    if (intent === 'stop') await recordOptOut(mobile, 'whatsapp');
    else await clearOptOut(mobile, 'whatsapp');
    // No mobile in the log: what happened is enough.
    logger.info({ channel: 'whatsapp', intent }, 'message opt-out reply taken');
  }
}
