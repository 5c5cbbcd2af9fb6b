import type { APIRoute } from 'astro';
import { eq } from 'drizzle-orm';
import { requestIsHttps } from '../lib/server/client-address';
import { db } from '../lib/server/db';
import { users } from '../lib/server/db/schema';
import { isOwnPageRequest } from '../lib/server/write-policy';
import { locales } from '../lib/i18n';
import { localisedPath, unlocalisedPath } from '../lib/locale-path';
import { safeRedirectPath } from '../lib/safe-redirect';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '../features/i18n/language-choice';
import { isLocalisedPage } from '../paths';

/**
 * The language switch (`paths.language`): remembers the language chosen (a cookie the middleware reads to send
 * an English address to the chosen language's) and answers with the page in it. A page that has one language
 * (the workspace) stays itself; anything that is not a path of ours goes home. A signed-in person's choice is
 * stored on their account (users.locale).
 */
export const GET: APIRoute = async ({ url, cookies, request, redirect, locals }) => {
  const locale = locales.find((candidate) => candidate === url.searchParams.get('to'));
  const page = unlocalisedPath(safeRedirectPath(url.searchParams.get('page')) ?? '/');
  if (!locale) return redirect(page, 303);
  cookies.set(LANGUAGE_COOKIE, locale, {
    path: '/',
    maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'lax',
    httpOnly: true,
    secure: requestIsHttps(request, url),
  });
  // A signed-in person's choice is kept on their account too, for the mails and messages sent to them; only
  // when the switch was pressed on our own page (another site's link must not change it).
  if (locals.user && isOwnPageRequest(request.headers)) {
    await (await db()).update(users).set({ locale }).where(eq(users.id, locals.user.id));
  }
  const pathname = page.split(/[?#]/)[0] ?? '/';
  return redirect(isLocalisedPage(pathname) ? localisedPath(page, locale) : page, 303);
};
