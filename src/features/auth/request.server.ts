import type { APIContext } from 'astro';
import { clientAddressOf } from '../../lib/server/client-address';
import { HttpError } from '../../lib/server/http';
import { SESSION_COOKIE } from '../../lib/server/session';

/** The caller's address (the connection's, or the trusted proxy's X-Forwarded-For with TRUST_PROXY=1). */
export function clientAddress(context: APIContext): string {
  return clientAddressOf(context.request, () => context.clientAddress);
}

const isLocalHost = (hostname: string) => hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';

/** The session cookie: httpOnly, SameSite=Lax, Secure everywhere but on a local machine. */
export function setSessionCookie(context: APIContext, token: string, expires: Date): void {
  context.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLocalHost(context.url.hostname),
    path: '/',
    expires,
  });
}

export function clearSessionCookie(context: APIContext): void {
  context.cookies.delete(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: !isLocalHost(context.url.hostname) });
}

/**
 * SPEC.md makes some changes GET calls (toggle a favourite, mark a notification seen, accept an invite).
 * A SameSite=Lax cookie still rides along when another site navigates the browser to such a URL, so
 * cross-site requests are refused here (browsers mark them with Sec-Fetch-Site).
 */
export function refuseCrossSite(context: APIContext): void {
  if (context.request.headers.get('sec-fetch-site') === 'cross-site') {
    throw new HttpError(403, 'This request must come from Seva itself.');
  }
}
