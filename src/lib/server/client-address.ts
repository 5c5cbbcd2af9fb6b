import { config } from './config';

/**
 * The caller's address. Without a trusted proxy (the default) it is the address of the connection;
 * with TRUST_PROXY=1 it is the last X-Forwarded-For entry — the one our own proxy appended (entries
 * before it were written by the client and prove nothing).
 */
export function clientAddressOf(request: Request, connectionAddress: () => string): string {
  if (config.TRUST_PROXY === '1') {
    const forwarded = request.headers
      .get('x-forwarded-for')
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last.slice(0, 64);
  }
  try {
    return connectionAddress() || 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Whether the visitor reached us over https: the request's own URL says so (the server's TLS), or, with
 * TRUST_PROXY=1, the proxy's X-Forwarded-Proto does (its first entry: the proxy nearest the visitor).
 * The same rule as scripts/serve.ts's HSTS decision.
 */
export function requestIsHttps(request: Request, url: URL): boolean {
  if (url.protocol === 'https:') return true;
  return config.TRUST_PROXY === '1' && request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}
