import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpError } from './http';
import { MAX_IMAGE_BYTES, removeStoredImage, sniffImageKind, storeImage } from './images';
import { localDiskStorage } from './storage';

const root = mkdtempSync(path.join(tmpdir(), 'seva-images-'));
const store = localDiskStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const picture = (format: 'png' | 'jpeg' | 'gif', width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .withExif({ IFD0: { Copyright: 'secret-owner' } })
    [format]()
    .toBuffer();

const asFile = (bytes: Uint8Array<ArrayBuffer>, name: string, type = 'image/png') => new File([bytes], name, { type });

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('sniffImageKind', () => {
  it('recognises PNG, JPEG and WebP by their bytes and nothing else', async () => {
    expect(sniffImageKind(await picture('png'))).toBe('png');
    expect(sniffImageKind(await picture('jpeg'))).toBe('jpeg');
    expect(
      sniffImageKind(
        await sharp(await picture('png'))
          .webp()
          .toBuffer(),
      ),
    ).toBe('webp');
    expect(sniffImageKind(await picture('gif'))).toBeNull();
    expect(sniffImageKind(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageKind(new Uint8Array())).toBeNull();
  });
});

describe('storeImage', () => {
  const avatar = { prefix: 'avatars', maxWidth: 512, maxHeight: 512, kinds: ['png', 'jpeg'] as const, fit: 'cover' as const, store };

  it('re-encodes to a bounded WebP without metadata and stores it under a random key', async () => {
    const url = await storeImage(asFile(await picture('jpeg', 1600, 1200), 'me.jpg', 'image/jpeg'), { ...avatar, kinds: [...avatar.kinds] });
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.webp$/);
    const stored = await store.get(store.keyOf(url)!);
    expect(stored?.contentType).toBe('image/webp');
    const meta = await sharp(stored!.bytes).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([512, 512]);
    expect(meta.exif).toBeUndefined();
    await removeStoredImage(url, store);
    expect(await store.get(store.keyOf(url)!)).toBeNull();
  });

  it('keeps small pictures small when fitting inside', async () => {
    const url = await storeImage(asFile(await picture('png', 300, 200), 'p.png'), { prefix: 'photos', maxWidth: 1600, maxHeight: 1600, store });
    const meta = await sharp((await store.get(store.keyOf(url)!))!.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([300, 200]);
  });

  it('judges by bytes, not by name or declared type', async () => {
    const text = new TextEncoder().encode('not really a picture');
    const error = await failure(storeImage(asFile(text, 'avatar.png', 'image/png'), { ...avatar, kinds: [...avatar.kinds], field: 'profile_image' }));
    expect(error.status).toBe(422);
    expect(error.errors?.profile_image).toBe('Please choose a PNG or JPG image.');
    const gif = await failure(storeImage(asFile(await picture('gif'), 'a.jpg', 'image/jpeg'), { ...avatar, kinds: [...avatar.kinds] }));
    expect(gif.status).toBe(422);
    const webp = await sharp(await picture('png'))
      .webp()
      .toBuffer();
    expect((await failure(storeImage(asFile(webp, 'a.png'), { ...avatar, kinds: [...avatar.kinds] }))).status).toBe(422);
  });

  it('refuses more than 2 MB with a 413 and a broken image with a 422', async () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooBig = await failure(storeImage(asFile(big, 'big.png'), { ...avatar, kinds: [...avatar.kinds] }));
    expect(tooBig.status).toBe(413);
    expect(tooBig.message).toContain('2 MB');
    const broken = (await picture('png')).subarray(0, 60);
    expect((await failure(storeImage(asFile(broken, 'b.png'), { ...avatar, kinds: [...avatar.kinds] }))).status).toBe(422);
  });
});

describe('local disk storage', () => {
  it('refuses keys that could leave its folder', async () => {
    expect(await store.get('../etc/passwd.png')).toBeNull();
    expect(await store.get('avatars/../../x.png')).toBeNull();
    expect(store.keyOf('https://elsewhere.example/uploads/a.png')).toBeNull();
    await expect(store.put('../x.png', new Uint8Array([1]), 'image/png')).rejects.toThrow();
  });
});
