import type { APIRoute } from 'astro';
import { storage } from '../../lib/server/storage';

export const prerender = false;

/** Serves uploaded images from the storage module. Keys are random, so a file never changes. */
export const GET: APIRoute = async ({ params }) => {
  const file = params.key ? await storage().get(params.key) : null;
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
