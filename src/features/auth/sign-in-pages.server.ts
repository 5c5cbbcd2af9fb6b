import type { FormState } from '../../lib/form-state';
import type { AstroCookies, AstroGlobal } from 'astro';
import { safeRedirectOr, safeRedirectPath } from '../../lib/safe-redirect';
import { clientAddressOf } from '../../lib/server/client-address';
import { answerPageForm } from '../../lib/server/page-form';
import { paths } from '../../paths';
import { addressFieldsOf, OTP_LENGTH, otpRules, signInAddressKey, signInFormSchema, verifyOtpSchema } from './auth';
import { requestOtp, verifyOtp } from './auth.server';
import { switchedLocale } from '../i18n/language-choice';
import { setSessionCookie } from './request.server';
import { m } from '../../lib/i18n';

/**
 * The sign-in pages' own POSTs: /login and /otp-verification work as plain HTML forms,
 * before their islands start or without JavaScript.
 *
 * SPEC.md carries the email from /login to /otp-verification in navigation state (the islands keep it in
 * sessionStorage). A plain POST has no such state, so the login page hands the address over in a cookie
 * rather than in the URL: a query parameter would put the address in the browser's history, in shared or
 * bookmarked links and in every access log on the way (a mobile, as +91XXXXXXXXXX, rides the same way), while this cookie is httpOnly, sent only to
 * /otp-verification, and gone when the code expires (10 minutes).
 */
const PENDING_EMAIL_COOKIE = 'seva_otp_email';
const COOKIE_PATH = '/otp-verification';

const isLocalHost = (hostname: string) => hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';

function rememberPendingEmail(cookies: AstroCookies, url: URL, email: string): void {
  cookies.set(PENDING_EMAIL_COOKIE, email, {
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLocalHost(url.hostname),
    path: COOKIE_PATH,
    maxAge: otpRules.ttlMs / 1000,
  });
}

const pendingEmailOf = (cookies: AstroCookies): string => cookies.get(PENDING_EMAIL_COOKIE)?.value ?? '';

function forgetPendingEmail(cookies: AstroCookies, url: URL): void {
  cookies.delete(PENDING_EMAIL_COOKIE, { httpOnly: true, sameSite: 'lax', secure: !isLocalHost(url.hostname), path: COOKIE_PATH });
}

/**
 * Where to go after signing in, from a form field or query: a path of ours (src/lib/safe-redirect.ts), else
 * nothing, so that /login?redirect=/%5Cevil.example does not send a visitor who has just signed in to another site.
 */
function sameSitePath(value: unknown): string | undefined {
  return typeof value === 'string' ? (safeRedirectPath(value) ?? undefined) : undefined;
}

const addressOf = (astro: AstroGlobal) => clientAddressOf(astro.request, () => astro.clientAddress);

/** What /login renders: where to go after signing in, and what a refused POST sent back. */
export interface LoginPageState {
  redirect: string | undefined;
  /** The form as it was sent, with its messages, when it comes back to be corrected. */
  served: FormState<'email' | 'mobile' | 'adult'> | undefined;
}

/**
 * /login, only for visitors (SPEC.md: a signed-in user goes home). Its form sent before the island started
 * (or without JavaScript) gets the same checks and the same code request as POST /api/generate-otp, then goes
 * on to the code page with the address in the pending-email cookie. A Response to return, or what to render.
 */
export async function loginPage(astro: AstroGlobal): Promise<LoginPageState | Response> {
  if (astro.locals.user) return astro.redirect(paths.home());
  astro.response.headers.set('cache-control', 'no-store');
  const redirect = sameSitePath(astro.url.searchParams.get('redirect'));
  if (astro.request.method !== 'POST') return { redirect, served: undefined };

  const state = await answerPageForm(
    astro,
    signInFormSchema,
    ['email', 'mobile', 'adult', 'redirect'],
    async (input) => {
      const key = signInAddressKey(input);
      await requestOtp(key, addressOf(astro));
      rememberPendingEmail(astro.cookies, astro.url, key);
      return m['auth.otp.sent']();
    },
    // Sign-in's own limits are counted by requestOtp (auth.ts signInLimits).
    { limit: null },
  );
  const next = sameSitePath(state.values.redirect);
  if (state.success) {
    return astro.redirect(next ? `${paths.otpVerification()}?redirect=${encodeURIComponent(next)}` : paths.otpVerification(), 303);
  }
  return { redirect: next, served: state };
}

/** The six boxes' names: without JavaScript each box is its own field (the first takes a whole code). */
const OTP_BOXES = Array.from({ length: OTP_LENGTH }, (_, index) => `otp${index + 1}`);

/** What /otp-verification renders: the address the login page handed over, where to go next, a refusal. */
export interface OtpPageState {
  /** The code's address: an email, or a mobile as +91XXXXXXXXXX. */
  email: string;
  redirect: string | undefined;
  error: string;
}

/**
 * /otp-verification, only for visitors. The code sent before the island started (or without JavaScript)
 * gets the same checks and the same sign-in as POST /api/verify-otp (session cookie included), then goes on
 * to where the visitor was going. A Response to return, or what to render.
 */
export async function otpPage(astro: AstroGlobal): Promise<OtpPageState | Response> {
  if (astro.locals.user) return astro.redirect(paths.home());
  astro.response.headers.set('cache-control', 'no-store');
  const email = pendingEmailOf(astro.cookies);
  const redirect = sameSitePath(astro.url.searchParams.get('redirect'));
  if (astro.request.method !== 'POST') return { email, redirect, error: '' };

  const state = await answerPageForm(
    astro,
    verifyOtpSchema,
    ['email', 'mobile', 'redirect', ...OTP_BOXES],
    async (input) => {
      const session = await verifyOtp(signInAddressKey(input), input.otp, addressOf(astro), {
        switched: switchedLocale(astro.request.headers.get('cookie')),
      });
      setSessionCookie(astro, session.token, session.expiresAt);
      forgetPendingEmail(astro.cookies, astro.url);
      return m['auth.otp.verified']();
    },
    {
      // Sign-in's own limits are counted by verifyOtp (auth.ts signInLimits).
      limit: null,
      input: (values) => ({
        ...(values.mobile ? { mobile: values.mobile } : values.email ? { email: values.email } : email ? addressFieldsOf(email) : {}),
        otp: OTP_BOXES.map((box) => values[box] ?? '')
          .join('')
          .replace(/\D/g, ''),
      }),
    },
  );
  const next = sameSitePath(state.values.redirect);
  if (state.success) return astro.redirect(safeRedirectOr(next, paths.profile()), 303);
  // Nobody to check a code for (the cookie expired, or the address was never given): start again.
  if (!state.values.email && !state.values.mobile && !email) return astro.redirect(paths.login(), 303);
  return { email, redirect: next, error: state.errors.otp ?? state.errors.email ?? state.errors.mobile ?? state.formError };
}
