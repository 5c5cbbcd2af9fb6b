import { safeRedirectPath } from '../../lib/safe-redirect';
import type { AstroCookies } from 'astro';
import { otpRules } from './auth';

/**
 * The sign-in pages' own POSTs: /login and /otp-verification work as plain HTML forms,
 * before their islands start or without JavaScript.
 *
 * SPEC.md carries the email from /login to /otp-verification in navigation state (the islands keep it in
 * sessionStorage). A plain POST has no such state, so the login page hands the address over in a cookie
 * rather than in the URL: a query parameter would put the address in the browser's history, in shared or
 * bookmarked links and in every access log on the way, while this cookie is httpOnly, sent only to
 * /otp-verification, and gone when the code expires (10 minutes).
 */
export const PENDING_EMAIL_COOKIE = 'seva_otp_email';
const COOKIE_PATH = '/otp-verification';

const isLocalHost = (hostname: string) => hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';

export function rememberPendingEmail(cookies: AstroCookies, url: URL, email: string): void {
  cookies.set(PENDING_EMAIL_COOKIE, email, {
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLocalHost(url.hostname),
    path: COOKIE_PATH,
    maxAge: otpRules.ttlMs / 1000,
  });
}

export const pendingEmailOf = (cookies: AstroCookies): string => cookies.get(PENDING_EMAIL_COOKIE)?.value ?? '';

export function forgetPendingEmail(cookies: AstroCookies, url: URL): void {
  cookies.delete(PENDING_EMAIL_COOKIE, { httpOnly: true, sameSite: 'lax', secure: !isLocalHost(url.hostname), path: COOKIE_PATH });
}

/** Where to go after signing in, from a form field or query: a path of ours (src/lib/safe-redirect.ts), else nothing. */
export function sameSitePath(value: unknown): string | undefined {
  return typeof value === 'string' ? (safeRedirectPath(value) ?? undefined) : undefined;
}
