import type { APIRoute } from 'astro';
import { requestIsHttps } from '../lib/server/client-address';
import { locales } from '../lib/i18n';
import { localisedPath, unlocalisedPath } from '../lib/locale-path';
import { safeRedirectPath } from '../lib/safe-redirect';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '../features/i18n/language-choice';
import { isLocalisedPage } from '../paths';

/**
 * The language switch (`paths.language`): remembers the language chosen (a cookie the middleware reads to send
 * an English address to the chosen language's) and answers with the page in it. A page that has one language
 * (the workspace) stays itself; anything that is not a path of ours goes home.
 */
export const GET: APIRoute = ({ url, cookies, request, redirect }) => {
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
  const pathname = page.split(/[?#]/)[0] ?? '/';
  return redirect(isLocalisedPage(pathname) ? localisedPath(page, locale) : page, 303);
};
