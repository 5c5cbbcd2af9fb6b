import type { APIContext } from 'astro';
import { m } from '../../lib/i18n';
import { clientAddressOf, requestIsHttps } from '../../lib/server/client-address';
import { HttpError } from '../../lib/server/http';
import { deviceFacts, sessionCookieName } from '../../lib/server/session';
import { site } from '../../lib/site';

/** The caller's address (the connection's, or the trusted proxy's X-Forwarded-For with TRUST_PROXY=1). */
export function clientAddress(context: APIContext): string {
  return clientAddressOf(context.request, () => context.clientAddress);
}

const isLocalHost = (hostname: string) => hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';

/** The device's names ("Chrome|Android") kept with a new session for the customer's sessions list. */
export const deviceOf = (context: APIContext) => deviceFacts(context.request.headers.get('user-agent'));

/**
 * Where the session cookie goes: under https `__Host-seva_session` (Secure, Path=/, no Domain); over plain
 * http `seva_session`, Secure everywhere but on a local machine.
 */
function sessionCookie(context: APIContext) {
  const https = requestIsHttps(context.request, context.url);
  return {
    name: sessionCookieName(https),
    options: { httpOnly: true, sameSite: 'lax' as const, secure: https || !isLocalHost(context.url.hostname), path: '/' },
  };
}

/** Sets the session cookie: httpOnly, SameSite=Lax, Secure (see sessionCookie). */
export function setSessionCookie(context: APIContext, token: string, expires: Date): void {
  const { name, options } = sessionCookie(context);
  context.cookies.set(name, token, { ...options, expires });
}

export function clearSessionCookie(context: APIContext): void {
  const { name, options } = sessionCookie(context);
  context.cookies.delete(name, options);
}

/**
 * SPEC.md makes some changes GET calls (toggle a favourite, mark a notification seen, accept an invite).
 * A SameSite=Lax cookie still rides along when another site navigates the browser to such a URL, so
 * cross-site requests are refused here (browsers mark them with Sec-Fetch-Site).
 */
export function refuseCrossSite(context: APIContext): void {
  if (context.request.headers.get('sec-fetch-site') === 'cross-site') {
    throw new HttpError(403, m['error.notOurs']({ name: site.name }));
  }
}
