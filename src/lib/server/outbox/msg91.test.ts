import { describe, expect, it } from 'vitest';
import { outboundMessage, outcome, startMsg91StandIn } from '../../../../tests/support/message-providers';
import type { OutboundMessage } from './channel';
import { standInForSuite } from './stand-in-suite.test-support';
import { createMsg91Channel } from './msg91';

const AUTH_KEY = '412345AbCdEfGh12345678';
const TEMPLATES = { 'sign-in-code': '6567a1b2c3d4e5f601234567', 'lead-alert': '6567a1b2c3d4e5f601234568' };

const message = (overrides: Partial<OutboundMessage> = {}) => outboundMessage({}, overrides);

describe('the MSG91 SMS channel against a stand-in for its Flow API', () => {
  const msg91 = standInForSuite(() => startMsg91StandIn({ authKey: AUTH_KEY }));
  const channel = (options: Partial<Parameters<typeof createMsg91Channel>[0]> = {}) =>
    createMsg91Channel({ authKey: AUTH_KEY, templates: TEMPLATES, apiBase: msg91.origin, ...options });

  it("sends the DLT template's id with the recipient and its variables, as the documentation describes the request", async () => {
    await channel({ senderId: 'SEVAIN' }).send(message());
    await channel().send(message({ event: 'lead-alert', template: 'lead-alert', data: { params: ['Plumbing', 'seva.example/l/7'] } }));
    expect(msg91.faults).toEqual([]);
    expect(msg91.requests).toHaveLength(2);
    const [first, second] = msg91.requests;
    expect(first!.method).toBe('POST');
    expect(first!.path).toBe('/api/v5/flow');
    expect(first!.headers.authkey).toBe(AUTH_KEY);
    expect(first!.headers['content-type']).toMatch(/^application\/json/);
    expect(first!.body).toEqual({
      template_id: '6567a1b2c3d4e5f601234567',
      sender: 'SEVAIN',
      short_url: '0',
      recipients: [{ mobiles: '919831012345', VAR1: '482913' }],
    });
    expect(second!.body).toEqual({
      template_id: '6567a1b2c3d4e5f601234568',
      short_url: '0',
      recipients: [{ mobiles: '919831012345', VAR1: 'Plumbing', VAR2: 'seva.example/l/7' }],
    });
  });

  it('finds the template by the message event when its template key has none, and refuses for good a message with neither', async () => {
    expect(await outcome(channel().send(message({ template: 'sign_in_code_v2' })))).toBe('sent');
    expect(msg91.requests[0]!.body.template_id).toBe(TEMPLATES['sign-in-code']);
    expect(await outcome(channel().send(message({ event: 'quote', template: 'quote' })))).toBe(
      'permanent: no SMS template for "quote" (quote): add it to SMS_TEMPLATES',
    );
    // An inherited name is no template.
    expect(await outcome(channel().send(message({ event: 'toString', template: 'constructor' })))).toMatch(/^permanent: no SMS template/);
    expect(msg91.requests).toHaveLength(1);
  });

  it("takes the DLT template registered in the message's language (`key.hi`), else the English one", async () => {
    const templates = { ...TEMPLATES, 'sign-in-code.hi': '6567a1b2c3d4e5f60123456a' };
    await channel({ templates }).send(message({ data: { params: ['482913'], locale: 'hi' } }));
    // Bengali has no template of its own here: the English one, never a refusal.
    await channel({ templates }).send(message({ data: { params: ['482913'], locale: 'bn' } }));
    await channel({ templates }).send(message({ data: { params: ['482913'], locale: 'en' } }));
    expect(msg91.faults).toEqual([]);
    expect(msg91.requests.map((request) => request.body.template_id)).toEqual([
      '6567a1b2c3d4e5f60123456a',
      TEMPLATES['sign-in-code'],
      TEMPLATES['sign-in-code'],
    ]);
  });

  it('refuses for good what MSG91 refuses about the message, also when it says so with a 200', async () => {
    msg91.next.push(
      { status: 200, body: { type: 'error', message: 'Invalid mobile number' } },
      { status: 400, body: { type: 'error', message: 'Template ID is not valid' } },
      { status: 200, body: { type: 'error', message: 'SMS not matched with DLT template' } },
    );
    expect(await outcome(channel().send(message()))).toBe('permanent: MSG91 200: Invalid mobile number');
    expect(await outcome(channel().send(message()))).toBe('permanent: MSG91 400: Template ID is not valid');
    expect(await outcome(channel().send(message()))).toBe('permanent: MSG91 200: SMS not matched with DLT template');
  });

  it('leaves for a later try what is about the service or our account', async () => {
    msg91.next.push(
      { status: 500, body: { type: 'error', message: 'Internal server error' } },
      { status: 429, body: { type: 'error', message: 'Too many requests' } },
      { status: 200, body: { type: 'error', message: 'Insufficient balance' } },
      { status: 200, body: { type: 'error', message: 'IP not whitelisted' } },
      { status: 200, body: '<html>maintenance</html>' },
      'hang',
      'reset',
    );
    const outcomes = [];
    for (let i = 0; i < 7; i++) outcomes.push(await outcome(channel({ timeoutMs: 300 }).send(message())));
    expect(outcomes.map((line) => line.split(':')[0])).toEqual(Array(7).fill('retryable'));
    expect(outcomes[2]).toBe('retryable: MSG91 200: Insufficient balance');
    expect(outcomes[5]).toMatch(/no answer within 300 ms$/);
  });

  it('is refused by the stand-in with a wrong authkey (the stand-in checks it), which waits for the operator', async () => {
    expect(await outcome(channel({ authKey: 'someone-elses-key' }).send(message()))).toBe('retryable: MSG91 401: Authentication failure');
    expect(msg91.faults).toEqual(['authkey']);
  });

  it('sends nothing to a recipient who opted out, nor to a number that is not a mobile', async () => {
    const alert = message({ event: 'lead-alert', template: 'lead-alert', data: { params: ['Plumbing', 'seva.example/l/7'] } });
    expect(await outcome(channel({ isOptedOut: async () => true }).send(alert))).toBe('permanent: the recipient opted out of SMS');
    expect(await outcome(channel().send(message({ to: 'priya@example.com' })))).toBe(
      'permanent: the recipient is not a mobile in +<country><number> form',
    );
    expect(msg91.requests).toHaveLength(0);
  });

  it('sends a sign-in code even to a number that sent STOP: the person asked for it that minute', async () => {
    await channel({ isOptedOut: async () => true }).send(message());
    expect(msg91.requests).toHaveLength(1);
    expect(msg91.faults).toEqual([]);
  });
});
