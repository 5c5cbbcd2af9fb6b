import { type Config, config } from '../config';
import type { Channel, ChannelName } from './channel';
import { createMsg91Channel } from './msg91';
import { createWhatsAppCloudChannel } from './whatsapp-cloud';

/** Whether an address asked for no more messages on a channel: src/features/consent/opt-outs.server.ts isOptedOut. */
export type OptOutCheck = (address: string, channel: ChannelName) => Promise<boolean>;

/**
 * The real providers the configuration chooses (README "Messages"): SMS through MSG91 with SMS_PROVIDER=msg91,
 * WhatsApp through Meta's Cloud API with WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID. A channel left out here
 * keeps its embedded default (files under DATA_DIR/outbox/…). Each refuses, for good, a message to an address
 * that opted out of it: the check is handed in (`isOptedOut` of src/features/consent/opt-outs.server.ts), since
 * server infrastructure never imports a feature.
 */
export function providerChannelsFromConfig(isOptedOut: OptOutCheck, source: Config = config): { sms?: Channel; whatsapp?: Channel } {
  const channels: { sms?: Channel; whatsapp?: Channel } = {};
  if (source.SMS_PROVIDER === 'msg91' && source.SMS_API_KEY && source.SMS_TEMPLATES) {
    channels.sms = createMsg91Channel({
      authKey: source.SMS_API_KEY,
      templates: source.SMS_TEMPLATES,
      senderId: source.SMS_SENDER_ID,
      apiBase: source.SMS_API_BASE,
      isOptedOut: (mobile) => isOptedOut(mobile, 'sms'),
    });
  }
  if (source.WHATSAPP_TOKEN && source.WHATSAPP_PHONE_NUMBER_ID) {
    channels.whatsapp = createWhatsAppCloudChannel({
      token: source.WHATSAPP_TOKEN,
      phoneNumberId: source.WHATSAPP_PHONE_NUMBER_ID,
      apiBase: source.WHATSAPP_API_BASE,
      language: source.WHATSAPP_LANGUAGE,
      isOptedOut: (mobile) => isOptedOut(mobile, 'whatsapp'),
    });
  }
  return channels;
}
