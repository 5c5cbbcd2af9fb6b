/**
 * One message channel (CONTRACT.md "Messages: email, SMS, WhatsApp, push"): what the outbox worker hands a
 * channel to deliver, and what a channel answers. Each channel has an embedded default that needs nothing
 * (files under DATA_DIR/outbox/…) and one real provider, chosen by configuration; the worker knows neither.
 */

export type ChannelName = 'email' | 'sms' | 'whatsapp' | 'push';

/** One row of the outbox as a channel sees it. */
export interface OutboundMessage {
  /** The outbox row's id: unique per event, channel and recipient, so a channel can make a repeat a no-op. */
  id: number;
  channel: ChannelName;
  /**
   * Who it goes to: an email address, a mobile as +91XXXXXXXXXX (sms, whatsapp), or for push the user id
   * whose browsers it goes to.
   */
  to: string;
  /** What happened ('sign-in-code', 'lead-alert', 'quote', …): logs name it, never the text. */
  event: string;
  /** The provider's template name for this event (a WhatsApp template, an SMS DLT template's key). */
  template: string;
  /** What the person reads, in full (a code, one link). */
  text: string;
  /** The template's parameters in order, and anything else the channel needs (a mail's subject and HTML). */
  data: Record<string, unknown>;
  createdAt: Date;
}

/**
 * A failure a channel reports. `permanent` (a number that is not on WhatsApp, a refused template, a push
 * subscription gone) is never retried; anything else is retried with back-off.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

export interface Channel {
  name: ChannelName;
  /** Delivers one message; resolves when the provider accepted it, throws (DeliveryError or any error) when not. */
  send(message: OutboundMessage): Promise<void>;
}
