import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { graphError, outboundMessage, outcome, startGraphApiStandIn } from '../../../../tests/support/message-providers';
import type { OutboundMessage } from './channel';
import { standInForSuite } from './stand-in-suite.test-support';
import { createWhatsAppCloudChannel, GRAPH_API_VERSION } from './whatsapp-cloud';

const TOKEN = 'EAAGm0PX4ZCpsBA-test-token';
const PHONE_NUMBER_ID = '106540352242922';

const message = (overrides: Partial<OutboundMessage> = {}) =>
  outboundMessage(
    { id: 41, channel: 'whatsapp', event: 'lead-alert', template: 'seva_lead_alert', text: 'https://seva.example/business/leads/7' },
    overrides,
  );

describe('the WhatsApp Cloud API channel against a stand-in for the Graph API', () => {
  const graph = standInForSuite(() => startGraphApiStandIn({ version: GRAPH_API_VERSION, phoneNumberId: PHONE_NUMBER_ID, token: TOKEN }));
  const channel = (options: Partial<Parameters<typeof createWhatsAppCloudChannel>[0]> = {}) =>
    createWhatsAppCloudChannel({ token: TOKEN, phoneNumberId: PHONE_NUMBER_ID, apiBase: graph.origin, ...options });

  it('sends an approved template with its body parameters, as the documentation describes the request', async () => {
    await channel().send(message({ data: { params: ['Plumbing', 'https://seva.example/business/leads/7'] } }));
    expect(graph.faults).toEqual([]);
    expect(graph.requests).toHaveLength(1);
    const [request] = graph.requests;
    expect(request!.method).toBe('POST');
    expect(request!.path).toBe(`/${GRAPH_API_VERSION}/${PHONE_NUMBER_ID}/messages`);
    expect(request!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request!.headers['content-type']).toMatch(/^application\/json/);
    expect(request!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919831012345',
      type: 'template',
      template: {
        name: 'seva_lead_alert',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Plumbing' },
              { type: 'text', text: 'https://seva.example/business/leads/7' },
            ],
          },
        ],
      },
    });
  });

  it("takes the message's text as the template's one variable, the configured language, and a code for a copy-code button", async () => {
    await channel({ language: 'hi' }).send(message());
    await channel().send(
      message({ template: 'seva_sign_in_code', event: 'sign-in-code', text: '482913', data: { params: ['482913'], code: '482913' } }),
    );
    expect(graph.faults).toEqual([]);
    expect(graph.requests[0]!.body.template).toEqual({
      name: 'seva_lead_alert',
      language: { code: 'hi' },
      components: [{ type: 'body', parameters: [{ type: 'text', text: 'https://seva.example/business/leads/7' }] }],
    });
    expect(graph.requests[1]!.body.template.components).toEqual([
      { type: 'body', parameters: [{ type: 'text', text: '482913' }] },
      { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '482913' }] },
    ]);
  });

  it("names the template's language the message was written in: hi or bn, and for English the configured code", async () => {
    await channel({ language: 'en_US' }).send(message({ data: { params: ['Plumbing'], locale: 'bn' } }));
    await channel({ language: 'en_US' }).send(message({ data: { params: ['Plumbing'], locale: 'hi' } }));
    await channel({ language: 'en_US' }).send(message({ data: { params: ['Plumbing'], locale: 'en' } }));
    expect(graph.faults).toEqual([]);
    expect(graph.requests.map((request) => request.body.template.language)).toEqual([{ code: 'bn' }, { code: 'hi' }, { code: 'en_US' }]);
  });

  it('refuses for good what Meta refuses about the message or its recipient', async () => {
    const refusals: [number, number, string][] = [
      [400, 131026, 'Message undeliverable'], // not on WhatsApp, or an old client
      [400, 132001, 'Template name does not exist in the translation'],
      [400, 132000, 'Number of parameters does not match the expected number of params'],
      [400, 131047, 'Re-engagement message'], // outside the 24-hour window
      [400, 131050, 'User has stopped receiving marketing messages'],
      [400, 131030, 'Recipient phone number not in allowed list'],
      [400, 100, 'Invalid parameter'],
    ];
    for (const [status, code, text] of refusals) graph.next.push({ status, body: graphError(code, text, 'OAuthException', 'the details') });
    for (const [, code, text] of refusals) {
      expect(await outcome(channel().send(message()))).toBe(`permanent: WhatsApp Cloud API 400 (code ${code}): ${text}: the details`);
    }
  });

  it('leaves for a later try what is about the service or our account: rate limits, outages, an expired token', async () => {
    graph.next.push(
      { status: 429, body: graphError(130429, 'Rate limit hit') },
      { status: 400, body: graphError(131056, '(Business Account, Consumer Account) pair rate limit hit') },
      { status: 500, body: graphError(131000, 'Something went wrong') },
      { status: 503, body: graphError(2, 'Service temporarily unavailable') },
      { status: 401, body: graphError(190, 'Error validating access token: Session has expired') },
      { status: 400, body: { error: { message: 'Please retry your request later.', type: 'OAuthException', code: 99999, is_transient: true } } },
      { status: 502, body: '<html>Bad gateway</html>' },
    );
    const outcomes = [];
    for (let i = 0; i < 7; i++) outcomes.push(await outcome(channel().send(message())));
    expect(outcomes.map((line) => line.split(':')[0])).toEqual(Array(7).fill('retryable'));
    expect(outcomes[0]).toBe('retryable: WhatsApp Cloud API 429 (code 130429): Rate limit hit');
    expect(outcomes[4]).toMatch(/^retryable: WhatsApp Cloud API 401 \(code 190\)/);
  });

  it('retries a provider that does not answer within the bound, or drops the connection', async () => {
    graph.next.push('hang', 'reset');
    const started = Date.now();
    expect(await outcome(channel({ timeoutMs: 300 }).send(message()))).toMatch(/^retryable: 127\.0\.0\.1:\d+: no answer within 300 ms$/);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await outcome(channel().send(message()))).toMatch(/^retryable: 127\.0\.0\.1:\d+: unreachable/);
  });

  it('retries when nothing listens at the address', async () => {
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    expect(await outcome(channel({ apiBase: `http://127.0.0.1:${closed}` }).send(message()))).toMatch(/^retryable: .*unreachable/);
  });

  it('sends nothing to a recipient who opted out, nor to one whose number is not a mobile, and says so for good', async () => {
    const optedOut = new Set(['+919831012345']);
    const honouring = channel({ isOptedOut: async (mobile) => optedOut.has(mobile) });
    expect(await outcome(honouring.send(message()))).toBe('permanent: the recipient opted out of WhatsApp messages');
    expect(await outcome(honouring.send(message({ to: '+919831099999' })))).toBe('sent');
    expect(await outcome(channel().send(message({ to: '9831012345' })))).toBe('permanent: the recipient is not a mobile in +<country><number> form');
    expect(graph.requests.map((request) => request.body.to)).toEqual(['919831099999']);
  });

  it('is refused by the stand-in when the token or the phone number id is wrong (the stand-in checks them)', async () => {
    expect(await outcome(channel({ token: 'EAAG-someone-else' }).send(message()))).toMatch(/^retryable: WhatsApp Cloud API 401 \(code 190\)/);
    expect(await outcome(channel({ phoneNumberId: '999' }).send(message()))).toMatch(/^permanent: WhatsApp Cloud API 400 \(code 100\)/);
    expect(graph.faults).toEqual(['authorization', `POST /${GRAPH_API_VERSION}/999/messages`]);
  });
});
