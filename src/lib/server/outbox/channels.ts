/**
 * Which implementation each channel has (CONTRACT.md "Messages" table): the one place where configuration
 * picks a real provider or the embedded default. The outbox worker gets this set and knows no provider.
 */
import path from 'node:path';
import { config } from '../config';
import { emailChannel } from '../mail';
import type { Channel, ChannelName } from './channel';
import { jsonFileChannel } from './files';
import { type OptOutCheck, providerChannelsFromConfig } from './providers';
import { createPushChannel } from './push';

/** A channel per name; a name with none (push until it is configured) is left waiting in the outbox. */
export type ChannelSet = Partial<Record<ChannelName, Channel>>;

/** The embedded defaults, writing under `outbox` (DATA_DIR/outbox): .eml mails, sms/*.json, whatsapp/*.json. */
export function embeddedChannels(outbox: string): ChannelSet {
  return {
    email: emailChannel(outbox),
    sms: jsonFileChannel('sms', path.join(outbox, 'sms')),
    whatsapp: jsonFileChannel('whatsapp', path.join(outbox, 'whatsapp')),
  };
}

/**
 * The channels this process delivers through, from configuration. Email follows SMTP_URL inside
 * emailChannel. Real SMS and WhatsApp providers (SMS_PROVIDER…, WHATSAPP_TOKEN + WHATSAPP_PHONE_NUMBER_ID,
 * providers.ts) replace the embedded files when their variables are set; push always goes to the browsers'
 * push services (VAPID keys configured or generated, vapid.ts). `isOptedOut` is the consent feature's check,
 * handed in by the composition root (scripts/background-jobs.ts).
 */
export function configuredChannels(isOptedOut: OptOutCheck): ChannelSet {
  const outbox = path.join(config.dataDir, 'outbox');
  return { ...embeddedChannels(outbox), ...providerChannelsFromConfig(isOptedOut), push: createPushChannel() };
}
