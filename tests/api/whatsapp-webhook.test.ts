import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/lib/server/db/client';
import { queryRows } from '../../src/lib/server/db/rows';
import { createPostgresDatabase, journeyEngines } from '../support/databases';
import { signWebhook, whatsAppIncoming, whatsAppText } from '../support/message-providers';
import { startServer, type TestServer } from '../support/server';

/**
 * Meta's webhook for WhatsApp (/api/webhooks/whatsapp) on a real server and database: the subscription check
 * answers the challenge only with our verify token; a post is taken only when X-Hub-Signature-256 signs its
 * exact bytes with the app secret; a signed STOP records the sender's WhatsApp opt-out.
 */
const VERIFY_TOKEN = 'verify-me-please';
const APP_SECRET = 'app-secret-0123';
const WEBHOOK = '/api/webhooks/whatsapp';

interface OptOutRow {
  address: string;
  channel: string;
}

describe.each(journeyEngines)('the WhatsApp webhook on %s', (engine) => {
  let server: TestServer;
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const env: Record<string, string> = { WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN, WHATSAPP_APP_SECRET: APP_SECRET };
    if (engine === 'postgres') {
      const created = await createPostgresDatabase();
      databaseUrl = created.url;
      dropDatabase = created.drop;
      env.DATABASE_URL = created.url;
    }
    server = await startServer({ empty: true, keepData: engine === 'pglite', env });
  });
  afterAll(async () => {
    await server?.stop();
    await dropDatabase?.();
  });

  /** The opt-outs the database holds. On PGlite the server is stopped first: its database is one process's own. */
  async function optOuts(): Promise<OptOutRow[]> {
    if (engine === 'pglite') await server.stop();
    const handle = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: path.join(server.dataDir, 'db') });
    try {
      return await queryRows<OptOutRow>(handle.db, sql`select address, channel from message_opt_outs order by address`);
    } finally {
      await handle.close();
    }
  }

  const verify = (params: Record<string, string>) => fetch(`${server.origin}${WEBHOOK}?${new URLSearchParams(params)}`);
  const post = (body: string, signature?: string) =>
    fetch(`${server.origin}${WEBHOOK}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-hub-signature-256': signature }) },
      body,
    });

  it('answers the subscription check with the challenge only when the verify token is ours', async () => {
    const right = await verify({ 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '1158201444' });
    expect(right.status).toBe(200);
    expect(await right.text()).toBe('1158201444');
    expect(right.headers.get('content-type')).toMatch(/^text\/plain/);
    const wrong = await verify({ 'hub.mode': 'subscribe', 'hub.verify_token': 'guess', 'hub.challenge': '1158201444' });
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).not.toContain('1158201444');
    expect((await verify({ 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '1158201444' })).status).toBe(403);
  });

  it('refuses posts that are unsigned, signed with another secret, or changed after signing, and records nothing from them', async () => {
    const stop = JSON.stringify(whatsAppIncoming([whatsAppText('919831077777', 'STOP')]));
    expect((await post(stop)).status).toBe(401);
    expect((await post(stop, signWebhook(stop, 'not-our-app-secret'))).status).toBe(403);
    const signedOther = JSON.stringify(whatsAppIncoming([whatsAppText('919831077777', 'Hello')]));
    expect((await post(stop, signWebhook(signedOther, APP_SECRET))).status).toBe(403);
    expect((await post(stop, 'sha256=')).status).toBe(403);
  });

  it('records a signed STOP as the sender’s WhatsApp opt-out, once, and leaves other messages and senders alone', async () => {
    const send = async (messages: unknown[]) => {
      const body = JSON.stringify(whatsAppIncoming(messages));
      const answer = await post(body, signWebhook(body, APP_SECRET));
      expect(answer.status).toBe(200);
    };
    await send([whatsAppText('919831012345', 'Stop'), whatsAppText('919831022222', 'Please stop by at 5')]);
    await send([whatsAppText('919831012345', 'STOP')]); // again: still one opt-out
    await send([whatsAppText('919831033333', 'UNSUBSCRIBE')]);
    await send([whatsAppText('919831044444', 'STOP'), whatsAppText('919831044444', 'START')]); // changed their mind
    // Unreadable JSON that is signed is a 400, not a 500.
    expect((await post('{', signWebhook('{', APP_SECRET))).status).toBe(400);
    expect(await optOuts()).toEqual([
      { address: '+919831012345', channel: 'whatsapp' },
      { address: '+919831033333', channel: 'whatsapp' },
    ]);
  });
});

describe('the WhatsApp webhook without its variables', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ empty: true });
  });
  afterAll(() => server?.stop());

  it('is not there', async () => {
    const check = await fetch(`${server.origin}${WEBHOOK}?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1`);
    expect(check.status).toBe(404);
    const body = JSON.stringify(whatsAppIncoming([whatsAppText('919831012345', 'STOP')]));
    const answer = await fetch(`${server.origin}${WEBHOOK}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWebhook(body, 'anything-at-all') },
      body,
    });
    expect(answer.status).toBe(404);
  });
});
