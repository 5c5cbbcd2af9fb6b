import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, sharedUploadsDirectory } from '../support/databases';
import { signInThroughOutbox } from '../support/outbox';
import { freePort, serverCommand, startServer, type TestServer } from '../support/server';
import { profileData, profileForm } from './support/profile';

/**
 * Uploads every instance sees (CONTRACT.md "Many instances, one truth"): with DATABASE_URL the server wants
 * UPLOADS=s3://… or file:///… and refuses to start without it, in one line naming UPLOADS; with a file://
 * directory every instance mounts, a photo uploaded through one instance is served by the other. (s3:// is
 * tests/api/storage-s3.test.ts.)
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'seva-uploads-rule-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the built server with `env` and answers how it ended and what it printed; it must end by itself. */
async function refusedStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(serverCommand[0], serverCommand.slice(1), {
    env: { PATH: process.env.PATH ?? '', PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  // 'close': once its output is read to the end, not only once it exited.
  const [code] = (await once(child, 'close')) as [number | null];
  clearTimeout(timer);
  return { code, output };
}

describe('the uploads rule at start', () => {
  // Nothing listens on port 1: the rule is checked before the database is opened.
  const DATABASE_URL = 'postgres://seva@127.0.0.1:1/seva';

  it('refuses to start with DATABASE_URL and no UPLOADS, in one line naming UPLOADS', async () => {
    const { code, output } = await refusedStart({ DATABASE_URL });
    expect(code).not.toBe(0);
    expect(output.trim().split('\n')).toEqual([
      'seva: UPLOADS must be set with DATABASE_URL: s3://bucket[/prefix] or file:///path (a directory every instance mounts)',
    ]);
  });

  it('refuses a file:// directory that is not there (a share not mounted), in one line', async () => {
    const missing = pathToFileURL(path.join(dataDir, 'not-mounted')).href;
    const { code, output } = await refusedStart({ DATABASE_URL, UPLOADS: missing });
    expect(code).not.toBe(0);
    expect(output.trim().split('\n')).toEqual([`seva: UPLOADS=${missing} is not a directory: create or mount it first`]);
  });

  it('refuses an UPLOADS that is neither s3:// nor file:///', async () => {
    const { code, output } = await refusedStart({ DATABASE_URL, UPLOADS: '/srv/uploads' });
    expect(code).not.toBe(0);
    expect(output.trim().split('\n')).toEqual(['seva: Invalid UPLOADS: must look like s3://bucket or file:///path']);
  });
});

const png = (colour: string) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: colour } })
    .png()
    .toBuffer();

const profile = profileData({ first_name: 'Ira', last_name: 'Das', phone: '9830044444', email: 'shared.uploads@example.com' });

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL with UPLOADS=file:///…', () => {
  let one: TestServer;
  let two: TestServer;
  let drop: () => Promise<void>;
  let shared = '';

  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    shared = sharedUploadsDirectory(created.url);
    // tests/support/server.ts gives both the database's one directory as UPLOADS=file://….
    one = await startServer({ env: { DATABASE_URL: created.url } });
    two = await startServer({ env: { DATABASE_URL: created.url } });
  });
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await drop?.();
  });

  it('serves a photo uploaded through one instance from the other, and from neither data folder', async () => {
    const { token } = await signInThroughOutbox(one.origin, [one.dataDir, two.dataDir], profile.email);
    const form = profileForm(profile, { bytes: await png('#0f766e'), name: 'me.png', type: 'image/png' });
    const saved = await fetch(`${one.origin}/api/user-details-add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, origin: one.origin },
      body: form,
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const details = (await (await fetch(`${two.origin}/api/get-user-full-details`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { profile_pic: string };
    };
    const url = details.data.profile_pic;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+\.webp$/);

    const served = await fetch(`${two.origin}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
    expect(readdirSync(path.join(shared, 'avatars'))).toEqual([url.slice('/uploads/avatars/'.length)]);
    for (const server of [one, two]) expect(existsSync(path.join(server.dataDir, 'uploads'))).toBe(false);
  });
});
