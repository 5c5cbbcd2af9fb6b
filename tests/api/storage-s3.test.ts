import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseS3Location, s3Storage } from '../../src/lib/server/storage';
import { signInThroughOutbox } from '../support/outbox';
import { freePort, startServer, type TestServer } from '../support/server';

/**
 * Uploads in an S3-compatible object store (UPLOADS=s3://bucket/prefix), tested
 * against s3rver, a local S3-compatible server from the npm registry.
 */
const BUCKET = 'seva-uploads';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let s3rver: S3rver;
let endpoint = '';
let folder = '';
let client: S3Client;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'seva-s3-'));
  const port = await freePort();
  s3rver = new S3rver({ port, address: '127.0.0.1', silent: true, directory: folder, configureBuckets: [{ name: BUCKET, configs: [] }] });
  await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
});
afterAll(async () => {
  await s3rver?.close();
  rmSync(folder, { recursive: true, force: true });
});

const keysIn = async (prefix: string) =>
  ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))).Contents ?? []).map((object) => object.Key!);

describe('S3 storage module', () => {
  it('reads s3:// locations with and without a prefix', () => {
    expect(parseS3Location('s3://bucket')).toEqual({ bucket: 'bucket', prefix: '' });
    expect(parseS3Location('s3://bucket/site/uploads/')).toEqual({ bucket: 'bucket', prefix: 'site/uploads/' });
  });

  it('puts, gets and removes files under its prefix; a missing key is null', async () => {
    process.env.AWS_ACCESS_KEY_ID = credentials.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = credentials.secretAccessKey;
    const store = s3Storage({ bucket: BUCKET, prefix: 'unit/', region: 'us-east-1', endpoint, forcePathStyle: true });
    await store.put('photos/one.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect(await keysIn('unit/')).toEqual(['unit/photos/one.webp']);
    const file = await store.get('photos/one.webp');
    expect(file).toEqual({ bytes: new Uint8Array([1, 2, 3]), contentType: 'image/webp' });
    expect(await store.get('photos/none.webp')).toBeNull();
    expect(await store.get('../escape.webp')).toBeNull();
    await store.remove('photos/one.webp');
    expect(await store.get('photos/one.webp')).toBeNull();
    expect(store.url('photos/one.webp')).toBe('/uploads/photos/one.webp');
    expect(store.keyOf('/uploads/photos/one.webp')).toBe('photos/one.webp');
  });
});

describe('a server with UPLOADS=s3://…', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      env: {
        UPLOADS: `s3://${BUCKET}/site`,
        AWS_ENDPOINT_URL: endpoint,
        AWS_REGION: 'us-east-1',
        AWS_ACCESS_KEY_ID: credentials.accessKeyId,
        AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('stores an uploaded avatar in the bucket, serves it from /uploads/ and deletes it when replaced', async () => {
    const { token } = await signInThroughOutbox(server.origin, server.dataDir, 'bucket.user@example.com');
    const png = (colour: string) =>
      sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const profile = {
      pre_name: 'Mr',
      first_name: 'Arun',
      last_name: 'Sen',
      phone: '9830033333',
      email: 'bucket.user@example.com',
      dob: '1980-01-01',
      marital_status: 'Married',
      pincode: '700091',
      city: 'Kolkata',
      landmark: 'Lake',
      nationality: 'Indian',
      country: 'India',
      address: 'Salt Lake',
    };
    const send = async (pathname: string, colour: string) => {
      const form = new FormData();
      form.set('data', JSON.stringify(profile));
      form.set('profile_image', new Blob([new Uint8Array(await png(colour))], { type: 'image/png' }), 'me.png');
      return fetch(`${server.origin}/api${pathname}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, origin: server.origin },
        body: form,
      });
    };
    const details = async () =>
      (
        (await (await fetch(`${server.origin}/api/get-user-full-details`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
          data: { profile_pic: string };
        }
      ).data.profile_pic;

    expect((await send('/user-details-add', '#0f766e')).status).toBe(200);
    const first = await details();
    expect(first).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+\.webp$/);
    const key = `site/${first.slice('/uploads/'.length)}`;
    expect(await keysIn('site/')).toEqual([key]);
    const stored = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
    expect(stored.ContentType).toBe('image/webp');

    const served = await fetch(`${server.origin}${first}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    expect(existsSync(path.join(server.dataDir, 'uploads'))).toBe(false);

    expect((await send('/user-details-update', '#f59e0b')).status).toBe(200);
    const second = await details();
    expect(second).not.toBe(first);
    expect(await keysIn('site/')).toEqual([`site/${second.slice('/uploads/'.length)}`]);
    expect((await fetch(`${server.origin}${first}`)).status).toBe(404);
  });
});
