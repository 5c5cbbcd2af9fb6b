import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { HttpError } from './http';
import { storage, type Storage, WITHHELD_PREFIX } from './storage';
import { m } from '../i18n';

/** The image kinds we accept, recognised by their first bytes (never by file name or declared type). */
export type ImageKind = 'png' | 'jpeg' | 'webp';

/** 2 MB: the cap on any uploaded image. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** The kind of an image from its magic bytes, or null when it is none we accept. */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  const starts = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

const kindLabels: Record<ImageKind, string> = /* i18n-ignore: file formats' names */ { png: 'PNG', jpeg: 'JPG', webp: 'WebP' };

export interface StoreImageOptions {
  /** The folder of the key, e.g. 'avatars' or 'photos'. */
  prefix: string;
  maxWidth: number;
  maxHeight: number;
  /** Kinds allowed here; avatars take PNG and JPEG only (SPEC.md: .png, .jpg, .jpeg). */
  kinds?: ImageKind[];
  /** 'cover' crops to exactly maxWidth×maxHeight (avatars); 'inside' keeps the whole picture. */
  fit?: 'cover' | 'inside';
  /** The field the upload came in, for the per-field error. */
  field?: string;
  maxBytes?: number;
  store?: Storage;
}

/** True for a form value that is a non-empty uploaded file. */
export const isUploadedFile = (value: unknown): value is File => value instanceof File && value.size > 0;

/**
 * Checks an uploaded image by its bytes, caps its size, re-encodes it with sharp to a bounded size as
 * WebP (which also drops EXIF and every other piece of metadata, such as GPS positions), stores it and
 * returns its URL. Bad input is a 413 or 422 with a message for the field.
 */
export async function storeImage(file: Blob, options: StoreImageOptions): Promise<string> {
  const { prefix, maxWidth, maxHeight, kinds = ['png', 'jpeg', 'webp'], fit = 'inside', field = 'image', maxBytes = MAX_IMAGE_BYTES } = options;
  if (file.size > maxBytes) {
    const message = m['image.refusal.tooLarge']({ mb: Math.round(maxBytes / 1024 / 1024) });
    throw new HttpError(413, message, { [field]: message });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImageKind(bytes);
  if (!kind || !kinds.includes(kind)) {
    const labels = kinds.map((kind) => kindLabels[kind]);
    const allowed = labels.length > 1 ? m['image.kindsOr']({ kinds: labels.slice(0, -1).join(', '), last: labels.at(-1)! }) : (labels[0] ?? '');
    const message = m['image.refusal.kind']({ kinds: allowed });
    throw new HttpError(422, message, { [field]: message });
  }
  let output: Buffer;
  try {
    output = await sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: maxWidth, height: maxHeight, fit, withoutEnlargement: fit === 'inside' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    const message = m['image.refusal.unreadable']();
    throw new HttpError(422, message, { [field]: message });
  }
  const store = options.store ?? storage();
  const key = `${prefix}/${randomUUID()}.webp`;
  await store.put(key, output, 'image/webp');
  return store.url(key);
}

/** Deletes an image stored by storeImage, given its URL; other URLs are left alone. */
export async function removeStoredImage(url: string | null | undefined, store: Storage = storage()): Promise<void> {
  const key = url ? store.keyOf(url) : null;
  if (key) await store.remove(key);
}

/** The key a withheld image is kept under, given its URL and why (`photo-12`); null for a URL that is not one of ours. */
export function withheldKeyOf(url: string, why: string, store: Storage = storage()): string | null {
  const key = store.keyOf(url);
  return key ? `${WITHHELD_PREFIX}${why}/${key}` : null;
}

/**
 * Withholds an image stored by storeImage (a takedown): its bytes move to `withheldKey`, kept as the record of what
 * was taken down, and its URL answers 404 from then on, on every instance (they share the store).
 */
export async function withholdStoredImage(url: string, withheldKey: string, store: Storage = storage()): Promise<void> {
  const key = store.keyOf(url);
  if (!key) return;
  const file = await store.get(key);
  if (file) await store.put(withheldKey, file.bytes, file.contentType);
  await store.remove(key);
}
