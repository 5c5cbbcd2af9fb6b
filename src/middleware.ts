import { randomUUID } from 'node:crypto';
import { defineMiddleware } from 'astro:middleware';
import { database } from './lib/server/db';
import { logger } from './lib/server/log';
import { isCrossSiteWrite } from './lib/server/origin-guard';
import { SESSION_COOKIE, hashToken, tokenFromRequest, validateSessionToken } from './lib/server/session';

let opening: Promise<unknown> | undefined;

/** Opens the database once (migrations, demo seed); a failure to open it stops the process. */
function openDatabaseOnce(): Promise<unknown> {
  opening ??= database().catch((error: unknown) => {
    logger.fatal({ err: error }, 'database could not be opened');
    process.exit(1);
  });
  return opening;
}

/** Fills `locals.user` from the bearer token or the session cookie; adds a request id. */
export const onRequest = defineMiddleware(async (context, next) => {
  context.locals.user = null;
  context.locals.sessionHash = null;
  context.locals.requestId = '';
  if (context.isPrerendered) return next();
  context.locals.requestId = context.request.headers.get('x-request-id')?.slice(0, 64) || randomUUID();
  if (isCrossSiteWrite(context.request, context.url)) {
    return Response.json({ status: 0, message: 'This request must come from Seva itself.' }, { status: 403 });
  }
  await openDatabaseOnce();

  const token = tokenFromRequest(context.request, context.cookies.get(SESSION_COOKIE)?.value);
  if (token) {
    context.locals.user = await validateSessionToken(token);
    if (context.locals.user) context.locals.sessionHash = hashToken(token);
  }
  const response = await next();
  response.headers.set('x-request-id', context.locals.requestId);
  return response;
});
