import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMobile } from '../../src/features/consent/preferences';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { messageOptOuts } from '../../src/lib/server/db/schema';
import { apiPaths } from '../../src/paths';
import { journeyEngines } from '../support/databases';
import { prepareDemoDatabase } from '../support/demo-server';
import { startServer, type TestServer } from '../support/server';
import { call } from './support/client';

/**
 * SMS STOP through MSG91's inbound forwarding (/api/webhooks/sms?token=…), on a real server and database: a
 * listing whose number stopped WhatsApp gets its new-lead alerts by SMS (files in DATA_DIR/outbox/sms); a STOP it
 * texts to our virtual number, forwarded as MSG91 forwards it with our token, ends them; requests without the
 * token or with another are refused and change nothing; START brings them back.
 */
const TOKEN = 'inbound-0123456789abcdef0123456789';
const WEBHOOK = '/api/webhooks/sms';
const demo = buildDemoCatalogue();
const listing = demo.services.find((service) => outboxMobile(service.contactNo) !== null)!;
const listingMobile = outboxMobile(listing.contactNo)!;
/** The listing's number as MSG91 gives a sender: country code and number, digits only. */
const sender = listingMobile.slice(1);

interface SmsFile {
  to: string;
  event: string;
}

function smsFiles(server: TestServer): SmsFile[] {
  const dir = path.join(server.dataDir, 'outbox', 'sms');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as SmsFile);
}

const alertsTo = (server: TestServer) => smsFiles(server).filter((file) => file.event === 'lead-alert' && file.to === listingMobile);

describe.each(journeyEngines)('the MSG91 inbound SMS webhook on %s', (engine) => {
  let server: TestServer;
  let remove: () => Promise<void>;
  let enquiries = 0;

  beforeAll(async () => {
    const prepared = await prepareDemoDatabase(engine, 'seva-sms-inbound-', async (handle) => {
      // WhatsApp stopped from this number: its lead alerts go by SMS.
      await handle.db.insert(messageOptOuts).values({ address: listingMobile, channel: 'whatsapp' });
    });
    remove = prepared.remove;
    server = await startServer({ dataDir: prepared.dataDir, env: { ...prepared.env, SMS_INBOUND_TOKEN: TOKEN } });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await remove?.();
  });

  /** An enquiry to the listing; answers once its writes are committed (the alert is a row by then, if any). */
  async function enquire(): Promise<void> {
    enquiries++;
    const answer = await call(server, 'POST', apiPaths.enquiry(), {
      json: { name: `Customer ${'ABCDEFGHIJ'[enquiries]}`, mobile: `98300${String(41000 + enquiries)}`, service_id: listing.id },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }

  async function alertsReach(count: number): Promise<void> {
    await expect.poll(() => alertsTo(server).length, { timeout: 60_000, interval: 50 }).toBe(count);
  }

  const forward = (query: Record<string, string>, init: RequestInit = {}) =>
    fetch(`${server.origin}${WEBHOOK}?${new URLSearchParams(query)}`, { method: 'POST', ...init });
  /** MSG91's form post of one inbound message: the sender, the keyword and the words, our number and when. */
  const inboundForm = (words: string) =>
    new URLSearchParams({ inNumber: '919220592205', sender, keyword: 'SEVA', comments: `SEVA ${words}`, rcvd: '2031-03-01 10:00:00' }).toString();
  const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

  it('a STOP forwarded with our token ends the SMS to that number; refused without it; START brings them back', async () => {
    await enquire();
    await alertsReach(1);

    // Without the token, or with another: refused, and nothing changes.
    expect((await forward({}, { headers: formHeaders, body: inboundForm('STOP') })).status).toBe(401);
    expect((await forward({ token: `${TOKEN}x` }, { headers: formHeaders, body: inboundForm('STOP') })).status).toBe(403);
    expect((await fetch(`${server.origin}${WEBHOOK}?${new URLSearchParams({ token: 'guess', sender, comments: 'STOP' })}`)).status).toBe(403);
    await enquire();
    await alertsReach(2);

    // The STOP, as MSG91 forwards it: no SMS for the next lead.
    const stop = await forward({ token: TOKEN }, { headers: formHeaders, body: inboundForm('STOP') });
    expect(stop.status).toBe(200);
    // Unreadable JSON with the token is a 400, not a 500.
    expect((await forward({ token: TOKEN }, { headers: { 'content-type': 'application/json' }, body: '{' })).status).toBe(400);
    await enquire();

    // START, forwarded as query parameters (GET): SMS again. The lead between got none: only the next one is added.
    const start = await fetch(`${server.origin}${WEBHOOK}?${new URLSearchParams({ token: TOKEN, sender, keyword: 'SEVA', comments: 'SEVA START' })}`);
    expect(start.status).toBe(200);
    await enquire();
    await alertsReach(3);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(alertsTo(server)).toHaveLength(3);
  });

  it('takes a JSON post too (one message or a list), and reads UNSUBSCRIBE as STOP', async () => {
    const before = alertsTo(server).length;
    const json = await forward(
      { token: TOKEN },
      {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([{ sender: listingMobile.slice(3), keyword: 'SEVA', comments: 'seva unsubscribe' }]),
      },
    );
    expect(json.status).toBe(200);
    await enquire();
    const start = await forward(
      { token: TOKEN },
      { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sender, message: 'Start' }) },
    );
    expect(start.status).toBe(200);
    await enquire();
    await alertsReach(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(alertsTo(server)).toHaveLength(before + 1);
  });
});

describe('the MSG91 inbound SMS webhook without SMS_INBOUND_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ empty: true });
  });
  afterAll(() => server?.stop());

  it('is not there', async () => {
    expect((await fetch(`${server.origin}${WEBHOOK}?token=${TOKEN}&sender=919831012345&comments=STOP`)).status).toBe(404);
    expect((await fetch(`${server.origin}${WEBHOOK}?token=${TOKEN}`, { method: 'POST', body: 'sender=919831012345&comments=STOP' })).status).toBe(
      404,
    );
  });
});
