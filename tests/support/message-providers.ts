import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DeliveryError, type OutboundMessage } from '../../src/lib/server/outbox/channel';

/**
 * Local stand-ins for the message providers (Meta's WhatsApp Cloud API, MSG91's Flow API), started by a test.
 * Each checks every request the way the provider's documentation describes it and answers as the provider
 * does: a request that breaks a rule is answered with the provider's own error and its fault is kept in
 * `faults`, so that a test sees both. `next` makes the next answers what a test needs (a refusal, an outage).
 */

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  // biome-ignore lint/suspicious/noExplicitAny: the JSON a provider was sent, as the tests read it
  body: any;
}

/** What a stand-in answers instead of its normal answer: a status and body, or 'hang' (never answers), or 'reset' (closes the connection). */
export type ScriptedAnswer = { status: number; body: unknown } | 'hang' | 'reset';

export interface StandIn {
  origin: string;
  requests: ReceivedRequest[];
  /** What was wrong with the requests, one line each: empty when every request was as the documentation says. */
  faults: string[];
  /** Answers given, in order, before the normal ones. */
  next: ScriptedAnswer[];
  close(): Promise<void>;
}

type Check = (request: ReceivedRequest) => { fault: string; status: number; body: unknown } | null;

async function startStandIn(check: Check, success: (request: ReceivedRequest) => unknown): Promise<StandIn> {
  const requests: ReceivedRequest[] = [];
  const faults: string[] = [];
  const next: ScriptedAnswer[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text: the check refuses it
      }
      const url = new URL(incoming.url ?? '/', 'http://stand-in');
      const request: ReceivedRequest = { method: incoming.method ?? '', path: url.pathname, headers: incoming.headers, body };
      requests.push(request);
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
        response.end(JSON.stringify(payload));
      };
      const problem = check(request);
      if (problem) {
        faults.push(problem.fault);
        return send(problem.status, problem.body);
      }
      const scripted = next.shift();
      if (scripted === 'hang') return void hanging.push(response);
      if (scripted === 'reset') return void incoming.socket.destroy();
      if (scripted) return send(scripted.status, scripted.body);
      send(200, success(request));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    faults,
    next,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const isJson = (request: ReceivedRequest) => /^application\/json\b/i.test(String(request.headers['content-type'] ?? ''));

/** A Graph API error body as Meta writes it. */
/** A message as the outbox hands it to a channel, for a channel's tests. */
export const outboundMessage = (base: Partial<OutboundMessage>, overrides: Partial<OutboundMessage> = {}): OutboundMessage => ({
  id: 7,
  channel: 'sms',
  to: '+919831012345',
  event: 'sign-in-code',
  template: 'sign-in-code',
  text: '482913',
  data: {},
  createdAt: new Date('2026-11-27T10:00:00Z'),
  ...base,
  ...overrides,
});

/** What a send ends with: 'sent', or the DeliveryError's kind and message. */
export async function outcome(send: Promise<void>): Promise<string> {
  try {
    await send;
    return 'sent';
  } catch (error) {
    if (!(error instanceof DeliveryError)) throw error;
    return `${error.permanent ? 'permanent' : 'retryable'}: ${error.message}`;
  }
}

export const graphError = (code: number, message: string, type = 'OAuthException', details?: string) => ({
  error: { message, type, code, ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}), fbtrace_id: 'AbCdEf123' },
});

/**
 * Meta's Graph API for one business phone number: `POST /<version>/<phoneNumberId>/messages` with
 * `Authorization: Bearer <token>` and a template message body (Cloud API reference, "Send template messages").
 */
export function startGraphApiStandIn(expect: { version: string; phoneNumberId: string; token: string }): Promise<StandIn> {
  const invalid = (fault: string) => ({ fault, status: 400, body: graphError(100, `(#100) Invalid parameter: ${fault}`) });
  return startStandIn(
    (request) => {
      if (request.method !== 'POST' || request.path !== `/${expect.version}/${expect.phoneNumberId}/messages`) {
        return {
          fault: `${request.method} ${request.path}`,
          status: 400,
          body: graphError(100, `Unsupported ${request.method.toLowerCase()} request. Object with ID does not exist`, 'GraphMethodException'),
        };
      }
      if (request.headers.authorization !== `Bearer ${expect.token}`) {
        return { fault: 'authorization', status: 401, body: graphError(190, 'Invalid OAuth access token - Cannot parse access token') };
      }
      if (!isJson(request)) return invalid('content-type is not application/json');
      const body = request.body;
      if (typeof body !== 'object' || body === null) return invalid('body is not a JSON object');
      if (body.messaging_product !== 'whatsapp') return invalid('messaging_product must be whatsapp');
      if (body.recipient_type !== undefined && body.recipient_type !== 'individual') return invalid('recipient_type must be individual');
      if (typeof body.to !== 'string' || !/^\+?[1-9]\d{7,14}$/.test(body.to)) return invalid('to must be a phone number with its country code');
      if (body.type !== 'template') return invalid('type must be template');
      const template = body.template;
      if (typeof template?.name !== 'string' || !/^[a-z0-9_]{1,512}$/.test(template.name)) return invalid('template.name');
      if (typeof template.language?.code !== 'string' || !/^[a-z]{2,3}(_[A-Z]{2})?$/.test(template.language.code))
        return invalid('template.language.code');
      const components = template.components ?? [];
      if (!Array.isArray(components)) return invalid('template.components must be an array');
      for (const component of components) {
        if (!['header', 'body', 'button'].includes(component?.type)) return invalid(`component type ${component?.type}`);
        if (component.type === 'button' && (component.sub_type !== 'url' || typeof component.index !== 'string'))
          return invalid('button sub_type/index');
        if (!Array.isArray(component.parameters) || component.parameters.length === 0) return invalid('component parameters');
        for (const parameter of component.parameters) {
          if (parameter?.type !== 'text' || typeof parameter.text !== 'string' || parameter.text.length === 0)
            return invalid('parameter must be {type: text, text}');
        }
      }
      const extra = Object.keys(body).filter(
        (key) => !['messaging_product', 'recipient_type', 'to', 'type', 'template', 'biz_opaque_callback_data'].includes(key),
      );
      if (extra.length > 0) return invalid(`unknown fields ${extra.join(', ')}`);
      return null;
    },
    (request) => ({
      messaging_product: 'whatsapp',
      contacts: [{ input: request.body.to, wa_id: String(request.body.to).replace(/^\+/, '') }],
      messages: [{ id: `wamid.${randomUUID().replace(/-/g, '')}`, message_status: 'accepted' }],
    }),
  );
}

/**
 * MSG91's Flow API: `POST /api/v5/flow` with the `authkey` header and `{ template_id, short_url?, sender?,
 * recipients: [{ mobiles, VAR1… }] }`, `mobiles` in international form without '+'.
 */
export function startMsg91StandIn(expect: { authKey: string }): Promise<StandIn> {
  const refuse = (fault: string, status = 400) => ({ fault, status, body: { type: 'error', message: fault } });
  return startStandIn(
    (request) => {
      if (request.method !== 'POST' || request.path.replace(/\/$/, '') !== '/api/v5/flow') return refuse(`${request.method} ${request.path}`, 404);
      if (request.headers.authkey !== expect.authKey)
        return { fault: 'authkey', status: 401, body: { type: 'error', message: 'Authentication failure', code: '201' } };
      if (!isJson(request)) return refuse('content-type is not application/json');
      const body = request.body;
      if (typeof body !== 'object' || body === null) return refuse('body is not a JSON object');
      if (typeof body.template_id !== 'string' || body.template_id.length === 0) return refuse('template_id missing');
      if (body.short_url !== undefined && !['0', '1'].includes(body.short_url)) return refuse('short_url must be "0" or "1"');
      if (body.sender !== undefined && !/^[A-Za-z0-9]{6}$/.test(body.sender)) return refuse('sender must be a 6-character DLT header');
      if (!Array.isArray(body.recipients) || body.recipients.length === 0) return refuse('recipients missing');
      for (const recipient of body.recipients) {
        if (typeof recipient?.mobiles !== 'string' || !/^91[6-9]\d{9}$/.test(recipient.mobiles))
          return refuse('mobiles must be 91 and a 10-digit mobile');
        for (const [key, value] of Object.entries(recipient)) {
          if (key !== 'mobiles' && typeof value !== 'string') return refuse(`variable ${key} is not text`);
        }
      }
      return null;
    },
    () => ({ type: 'success', message: randomUUID().replace(/-/g, '').slice(0, 24) }),
  );
}

/** X-Hub-Signature-256 as Meta signs a webhook post: sha256= and the hex HMAC-SHA256 of the raw body under the app secret. */
export const signWebhook = (body: string, appSecret: string) => `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;

/** An incoming-messages webhook post as Meta's documentation shows it, bringing these messages. */
export const whatsAppIncoming = (messages: unknown[]) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
            contacts: [{ profile: { name: 'Priya' }, wa_id: '919831012345' }],
            messages,
          },
        },
      ],
    },
  ],
});

/** One text a person sent, as it sits in an incoming-messages webhook. */
export const whatsAppText = (from: string, body: string, id = `wamid.${randomUUID()}`) => ({
  from,
  id,
  timestamp: String(Math.floor(Date.now() / 1000)),
  type: 'text',
  text: { body },
});
