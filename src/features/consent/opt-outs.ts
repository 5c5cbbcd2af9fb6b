/**
 * What a person's reply means for the messages they get on that channel: STOP or UNSUBSCRIBE (any case, with
 * or without a full stop or an exclamation) stops them; START or SUBSCRIBE asks for them again. Anything else
 * is an ordinary message.
 */
export function optOutIntent(text: string): 'stop' | 'start' | null {
  const word = text
    .trim()
    .replace(/[.!\s]+$/u, '')
    .toLowerCase();
  if (word === 'stop' || word === 'unsubscribe') return 'stop';
  if (word === 'start' || word === 'subscribe') return 'start';
  return null;
}

/** The channels an opt-out is kept for (outbox/channel.ts ChannelName). */
export type OptOutChannel = 'email' | 'sms' | 'whatsapp' | 'push';

/** A WhatsApp sender (its wa_id: country code and number, digits only) as the mobile the outbox writes: +91XXXXXXXXXX. */
export function mobileFromWaId(waId: string): string | null {
  return /^[1-9]\d{7,14}$/.test(waId) ? `+${waId}` : null;
}
