import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettings, pushSubscriptions, users } from '../../src/lib/server/db/schema';
import { DeliveryError, type OutboundMessage } from '../../src/lib/server/outbox/channel';
import { createPushChannel, PUSH_TTL_SECONDS } from '../../src/lib/server/outbox/push';
import { loadVapidKeys, VAPID_FILE, type VapidKeys } from '../../src/lib/server/vapid';
import { engines, openTestDatabase, type TestDatabase } from '../support/databases';

/**
 * The Web Push channel end to end against a local push service: an HTTPS server started here (its own
 * self-signed certificate, trusted only by the channel's agent) that checks each request as RFC 8030 (TTL,
 * Topic, Urgency), RFC 8292 (the VAPID JWT, ES256, verified with the key in `k`: aud, exp, sub) and RFC 8291
 * (aes128gcm) describe it, and DECRYPTS the payload with the subscription's private key and auth secret,
 * which this test made as a browser would.
 */

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: b64url(ecdh.getPublicKey()), authText: b64url(auth) };
}
type BrowserKeys = ReturnType<typeof browserKeys>;

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record decrypted with the user agent's keys. */
function decrypt(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  expect(idLength).toBe(65);
  expect(record.length).toBeLessThanOrEqual(recordSize);
  const secret = keys.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292 §2-3: `vapid t=<JWT>, k=<public key>`; the JWT is ES256 over the key in k. */
function checkVapid(authorization: string | undefined, audience: string, keys: VapidKeys) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  expect(match, authorization).not.toBeNull();
  const [, token, k] = match!;
  expect(k).toBe(keys.publicKey);
  const [header, claims, signature] = token!.split('.') as [string, string, string];
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
  const raw = Buffer.from(k!, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) }, format: 'jwk' });
  expect(verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))).toBe(true);
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  expect(body.aud).toBe(audience);
  expect(body.sub).toBe(keys.subject);
  const now = Date.now() / 1000;
  expect(body.exp).toBeGreaterThan(now);
  expect(body.exp).toBeLessThanOrEqual(now + 24 * 60 * 60);
}

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  plaintext: string;
}

describe.each(engines)('the Web Push channel on %s, against a local push service', (engine) => {
  let database: TestDatabase;
  let server: Server;
  let origin: string;
  let agent: Agent;
  let certDir: string;
  const vapid: VapidKeys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@seva.test' };
  /** Each endpoint path: the browser keys to decrypt with, and what the push service answers. */
  const browsers = new Map<string, { keys: BrowserKeys; status: number }>();
  const received: Received[] = [];
  let asha = 0;
  let ravi = 0;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    await database.handle.migrate();
    certDir = mkdtempSync(path.join(tmpdir(), 'seva-push-'));
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
        ...['-keyout', path.join(certDir, 'key.pem'), '-out', path.join(certDir, 'cert.pem'), '-subj', '/CN=127.0.0.1'],
        ...['-addext', 'subjectAltName=IP:127.0.0.1'],
      ],
      { stdio: 'ignore' },
    );
    const cert = readFileSync(path.join(certDir, 'cert.pem'));
    agent = new Agent({ ca: cert });
    server = createServer({ cert, key: readFileSync(path.join(certDir, 'key.pem')) }, (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const browser = browsers.get(request.url ?? '');
        try {
          expect(request.method).toBe('POST');
          expect(browser, request.url).toBeDefined();
          expect(request.headers['content-encoding']).toBe('aes128gcm');
          expect(request.headers['content-type']).toBe('application/octet-stream');
          checkVapid(request.headers.authorization, origin, vapid);
          const plaintext = decrypt(Buffer.concat(chunks), browser!.keys);
          received.push({ path: request.url!, headers: request.headers, plaintext });
        } catch (error) {
          response.writeHead(400).end(String(error));
          return;
        }
        response.writeHead(browser!.status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const handle = database.handle.db;
    const people = await handle
      .insert(users)
      .values([
        { email: 'asha@push.test', refCode: 'pushasha' },
        { email: 'ravi@push.test', refCode: 'pushravi' },
      ])
      .returning({ id: users.id });
    asha = people[0]!.id;
    ravi = people[1]!.id;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    if (certDir) rmSync(certDir, { recursive: true, force: true });
    await database?.dispose();
  });

  const channel = () => createPushChannel({ database: async () => database.handle.db, keys: async () => vapid, agent });
  /** A browser subscribed for `userId` at `pathName` of the local push service. */
  async function subscribe(userId: number, pathName: string, status = 201) {
    const keys = browserKeys();
    browsers.set(pathName, { keys, status });
    await database.handle.db
      .insert(pushSubscriptions)
      .values({ userId, endpoint: `${origin}${pathName}`, p256dh: keys.p256dh, auth: keys.authText, userAgent: 'Chrome on Android' });
  }
  const subscriptionsOf = async (userId: number) =>
    (await database.handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map(
      (row) => new URL(row.endpoint).pathname,
    );
  const message = (over: Partial<OutboundMessage>): OutboundMessage => ({
    id: 41,
    channel: 'push',
    to: String(asha),
    event: 'lead-alert',
    template: 'lead-alert',
    text: 'Priya asked about a leaking tap in Salt Lake.',
    data: { title: 'New lead', url: '/business/leads/7' },
    createdAt: new Date(),
    ...over,
  });

  it('encrypts the alert to every browser of the user, signed with the VAPID key, with TTL, Topic and high urgency for a lead', async () => {
    await subscribe(asha, '/push/asha-phone');
    await subscribe(asha, '/push/asha-laptop');
    await subscribe(ravi, '/push/ravi-phone');
    received.length = 0;
    await channel().send(message({}));
    expect(received.map((r) => r.path).sort()).toEqual(['/push/asha-laptop', '/push/asha-phone']);
    for (const request of received) {
      expect(JSON.parse(request.plaintext)).toEqual({
        title: 'New lead',
        body: 'Priya asked about a leaking tap in Salt Lake.',
        url: '/business/leads/7',
        tag: 'outbox-41',
      });
      expect(request.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
      expect(request.headers.topic).toBe('outbox41');
      expect(request.headers.urgency).toBe('high');
    }
  });

  it('sends a non-urgent event with normal urgency, and the site name when the message has no title', async () => {
    received.length = 0;
    await channel().send(message({ id: 42, to: String(ravi), event: 'quote', data: { url: '/my-enquiries' } }));
    expect(received).toHaveLength(1);
    expect(received[0]!.headers.urgency).toBe('normal');
    expect(JSON.parse(received[0]!.plaintext)).toMatchObject({ title: 'Seva', url: '/my-enquiries', tag: 'outbox-42' });
  });

  it('deletes a subscription its push service says is gone (410, 404) and counts the message sent to the others', async () => {
    browsers.get('/push/asha-laptop')!.status = 410;
    await channel().send(message({ id: 43 }));
    expect(await subscriptionsOf(asha)).toEqual(['/push/asha-phone']);
    await subscribe(asha, '/push/asha-tablet', 404);
    await channel().send(message({ id: 44 }));
    expect(await subscriptionsOf(asha)).toEqual(['/push/asha-phone']);
  });

  it('asks for a retry when a push service is busy or down (429, 5xx), keeping the subscription', async () => {
    browsers.get('/push/ravi-phone')!.status = 503;
    const failure = await channel()
      .send(message({ id: 45, to: String(ravi) }))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DeliveryError);
    expect((failure as DeliveryError).permanent).toBe(false);
    expect(await subscriptionsOf(ravi)).toEqual(['/push/ravi-phone']);
    browsers.get('/push/ravi-phone')!.status = 429;
    await expect(channel().send(message({ id: 45, to: String(ravi) }))).rejects.toMatchObject({ permanent: false });
  });

  it('fails for good when every push service refuses it, when no browser has alerts on, and for a recipient that is no user id', async () => {
    browsers.get('/push/ravi-phone')!.status = 403;
    await expect(channel().send(message({ id: 46, to: String(ravi) }))).rejects.toMatchObject({ permanent: true });
    await database.handle.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, ravi));
    await expect(channel().send(message({ id: 47, to: String(ravi) }))).rejects.toMatchObject({ permanent: true });
    await expect(channel().send(message({ id: 48, to: 'asha@push.test' }))).rejects.toMatchObject({ permanent: true });
  });

  it('the local push service refuses a payload encrypted to other keys or a JWT signed by another key (the test can fail)', async () => {
    // Encrypted to keys the receiver does not hold for that endpoint: its decryption fails, so it answers 400.
    const other = browserKeys();
    browsers.set('/push/mixed-up', { keys: browserKeys(), status: 201 });
    await database.handle.db
      .insert(pushSubscriptions)
      .values({ userId: ravi, endpoint: `${origin}/push/mixed-up`, p256dh: other.p256dh, auth: other.authText });
    await expect(channel().send(message({ id: 49, to: String(ravi) }))).rejects.toMatchObject({ permanent: true });
    browsers.set('/push/mixed-up', { keys: other, status: 201 });
    const stranger = { ...webpush.generateVAPIDKeys(), subject: vapid.subject };
    const signedByStranger = createPushChannel({ database: async () => database.handle.db, keys: async () => stranger, agent });
    await expect(signedByStranger.send(message({ id: 50, to: String(ravi) }))).rejects.toMatchObject({ permanent: true });
    received.length = 0;
    await channel().send(message({ id: 51, to: String(ravi) }));
    expect(received).toHaveLength(1);
  });

  it('keeps a generated VAPID pair: once in DATA_DIR without DATABASE_URL, once in the database with it, the configured pair when set', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'seva-vapid-'));
    try {
      const source = {
        SUPPORT_EMAIL: 'support@seva.test',
        dataDir,
        DATABASE_URL: undefined,
        VAPID_PUBLIC_KEY: undefined,
        VAPID_PRIVATE_KEY: undefined,
        VAPID_SUBJECT: undefined,
      };
      const noDatabase = async () => {
        throw new Error('not asked without DATABASE_URL');
      };
      const first = await loadVapidKeys(source, noDatabase);
      expect(first.subject).toBe('mailto:support@seva.test');
      expect(JSON.parse(readFileSync(path.join(dataDir, VAPID_FILE), 'utf8'))).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });
      expect(await loadVapidKeys(source, noDatabase)).toEqual(first);

      const shared = { ...source, DATABASE_URL: 'postgres://shared/seva', dataDir: path.join(dataDir, 'elsewhere') };
      const [one, two] = await Promise.all([
        loadVapidKeys(shared, async () => database.handle.db),
        loadVapidKeys(shared, async () => database.handle.db),
      ]);
      expect(two).toEqual(one);
      expect(one.publicKey).not.toBe(first.publicKey);
      expect(await database.handle.db.select().from(appSettings).where(eq(appSettings.key, 'vapid'))).toHaveLength(1);

      const configured = await loadVapidKeys(
        { ...shared, VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'https://seva.test' },
        noDatabase,
      );
      expect(configured).toEqual({ publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject: 'https://seva.test' });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

// Keeps the helper honest: what decrypt() reads is what RFC 8291's sender writes (web-push's own encrypt).
describe('the test decryption', () => {
  it('reads a payload web-push encrypted, and refuses it with another auth secret', () => {
    const keys = browserKeys();
    const { cipherText } = webpush.encrypt(keys.p256dh, keys.authText, 'hello', 'aes128gcm');
    expect(decrypt(cipherText, keys)).toBe('hello');
    expect(() => decrypt(cipherText, { ...keys, auth: randomBytes(16) })).toThrow();
  });
});
