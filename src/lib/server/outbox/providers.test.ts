import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { providerChannelsFromConfig } from './providers';

const neverOptedOut = async () => false;

describe('the providers the configuration chooses', () => {
  it('are none without their variables: every channel keeps its embedded default', () => {
    expect(providerChannelsFromConfig(neverOptedOut, parseConfig({}))).toEqual({});
  });

  it('are MSG91 for SMS and the Cloud API for WhatsApp when configured, each alone or both', () => {
    const sms = { SMS_PROVIDER: 'msg91', SMS_API_KEY: '412345AbCdEfGh', SMS_TEMPLATES: 'sign-in-code=6567a1b2' };
    const whatsapp = {
      WHATSAPP_TOKEN: 'EAAGm0PX4ZCpsBA-test-token',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_VERIFY_TOKEN: 'verify-me-please',
      WHATSAPP_APP_SECRET: 'app-secret-0123',
    };
    const names = (source: Record<string, string>) =>
      Object.fromEntries(Object.entries(providerChannelsFromConfig(neverOptedOut, parseConfig(source))).map(([key, channel]) => [key, channel.name]));
    expect(names(sms)).toEqual({ sms: 'sms' });
    expect(names(whatsapp)).toEqual({ whatsapp: 'whatsapp' });
    expect(names({ ...sms, ...whatsapp })).toEqual({ sms: 'sms', whatsapp: 'whatsapp' });
  });

  it('hand each channel the opt-out check with its own name, and send nothing to an address that opted out there', async () => {
    const asked: string[] = [];
    const optedOutOfWhatsApp = async (address: string, channel: string) => {
      asked.push(`${channel} ${address}`);
      return channel === 'whatsapp';
    };
    const channels = providerChannelsFromConfig(
      optedOutOfWhatsApp,
      parseConfig({
        WHATSAPP_TOKEN: 'EAAGm0PX4ZCpsBA-test-token',
        WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
        WHATSAPP_VERIFY_TOKEN: 'verify-me-please',
        WHATSAPP_APP_SECRET: 'app-secret-0123',
        // Nothing listens here: a send that got past the check would fail as unreachable, not as opted out.
        WHATSAPP_API_BASE: 'http://127.0.0.1:9',
      }),
    );
    const message = {
      id: 1,
      channel: 'whatsapp' as const,
      to: '+919831012345',
      event: 'lead-alert',
      template: 'seva_lead_alert',
      text: 'https://seva.example/business/leads/7',
      data: {},
      createdAt: new Date(),
    };
    await expect(channels.whatsapp!.send(message)).rejects.toMatchObject({
      permanent: true,
      message: 'the recipient opted out of WhatsApp messages',
    });
    expect(asked).toEqual(['whatsapp +919831012345']);
  });
});
