import type { APIRoute } from 'astro';
import { storage, WITHHELD_PREFIX } from '../../lib/server/storage';

export const prerender = false;

/**
 * Serves uploaded images from the storage module. Keys are random, so a file never changes. A file an operator
 * took down is kept under WITHHELD_PREFIX, which is never served.
 */
export const GET: APIRoute = async ({ params }) => {
  const file = params.key && !params.key.startsWith(WITHHELD_PREFIX) ? await storage().get(params.key) : null;
  if (!file) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(file.bytes, {
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.bytes.byteLength),
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
};
