import { describe, expect, it } from 'vitest';
import { signWebhook, whatsAppIncoming as incoming } from '../../../../tests/support/message-providers';
import { incomingTexts, signatureIsValid, verificationChallenge } from './whatsapp-webhook';

const SECRET = 'app-secret-0123';
const sign = (body: string, secret = SECRET) => signWebhook(body, secret);

describe("Meta's webhook for WhatsApp", () => {
  it('answers the subscription check only with the mode subscribe and our verify token, and echoes only a plain challenge', () => {
    const query = (params: Record<string, string>) => new URLSearchParams(params);
    expect(
      verificationChallenge(query({ 'hub.mode': 'subscribe', 'hub.verify_token': 'verify-me', 'hub.challenge': '1158201444' }), 'verify-me'),
    ).toBe('1158201444');
    expect(
      verificationChallenge(query({ 'hub.mode': 'subscribe', 'hub.verify_token': 'verify-you', 'hub.challenge': '1158201444' }), 'verify-me'),
    ).toBeNull();
    expect(
      verificationChallenge(query({ 'hub.mode': 'unsubscribe', 'hub.verify_token': 'verify-me', 'hub.challenge': '1' }), 'verify-me'),
    ).toBeNull();
    expect(verificationChallenge(query({ 'hub.mode': 'subscribe', 'hub.challenge': '1' }), 'verify-me')).toBeNull();
    expect(
      verificationChallenge(query({ 'hub.mode': 'subscribe', 'hub.verify_token': 'verify-me', 'hub.challenge': '<script>' }), 'verify-me'),
    ).toBeNull();
  });

  it('takes a post only when X-Hub-Signature-256 is the HMAC-SHA256 of its exact bytes under the app secret', () => {
    const body = JSON.stringify(incoming([]));
    const bytes = new TextEncoder().encode(body);
    expect(signatureIsValid(bytes, sign(body), SECRET)).toBe(true);
    expect(signatureIsValid(bytes, sign(body).toUpperCase().replace('SHA256=', 'sha256='), SECRET)).toBe(true);
    expect(signatureIsValid(bytes, sign(body, 'another-secret'), SECRET)).toBe(false);
    expect(signatureIsValid(new TextEncoder().encode(`${body} `), sign(body), SECRET)).toBe(false);
    expect(signatureIsValid(bytes, sign(body).replace('sha256=', 'sha1='), SECRET)).toBe(false);
    expect(signatureIsValid(bytes, null, SECRET)).toBe(false);
    expect(signatureIsValid(bytes, 'sha256=abc', SECRET)).toBe(false);
  });

  it('finds the texts and quick-reply taps people sent, and nothing else', () => {
    const payload = incoming([
      { from: '919831012345', id: 'wamid.1', timestamp: '1764230400', type: 'text', text: { body: 'STOP' } },
      { from: '919831099999', id: 'wamid.2', timestamp: '1764230401', type: 'button', button: { payload: 'stop', text: 'Unsubscribe' } },
      { from: '919831088888', id: 'wamid.3', timestamp: '1764230402', type: 'image', image: { id: '1', mime_type: 'image/jpeg' } },
    ]);
    expect(incomingTexts(payload)).toEqual([
      { from: '919831012345', text: 'STOP' },
      { from: '919831099999', text: 'Unsubscribe' },
    ]);
    const statuses = incoming([]);
    statuses.entry[0]!.changes[0]!.value = { statuses: [{ id: 'wamid.9', status: 'delivered', recipient_id: '919831012345' }] } as never;
    expect(incomingTexts(statuses)).toEqual([]);
    expect(incomingTexts({ object: 'page', entry: payload.entry })).toEqual([]);
    expect(incomingTexts(null)).toEqual([]);
    expect(incomingTexts({ object: 'whatsapp_business_account', entry: 'x' })).toEqual([]);
  });
});
