/**
 * The production server, the composition root: it checks the build, opens the database (migrations, the
 * demo catalogue unless SEED_DEMO=0) and only then listens, then runs the background jobs
 * (./background-jobs.ts) behind the answers, with Fastify in front of Astro's handler
 * (@astrojs/node in middleware mode):
 *  - built client files (prerendered pages, /_astro assets, public/) by @fastify/static, one route per file
 *    made at start (no disk lookup before a page rendered on demand), from the brotli and gzip variants
 *    scripts/precompress.ts wrote;
 *  - SPEC.md's catalogue reads made with POST from finished answers kept a few seconds
 *    (src/features/listings/public-read-answers.server.ts);
 *  - everything else by Astro, whose middleware (src/middleware.ts) does sessions, limits, compression and
 *    the log line; Fastify leaves request bodies to it (readBody caps them);
 *  - the base security headers on every answer, static files included;
 *  - SIGTERM (or SIGINT) drains: no new connections, idle keep-alive ones closed, /readyz answers 503,
 *    requests in flight get up to SHUTDOWN_GRACE_MS (handlers whose clients left included), then the
 *    database is closed and the process exits 0.
 *
 * The Astro build compiles this file beside its own entry (astro.config.mjs, `serverEntry`): one bundle,
 * so every module of src/lib/server exists once. `npm start` (scripts/start.ts), the tests
 * (tests/support/server.ts) and Playwright run it as dist/serve.mjs.
 */
import { readFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { TLSSocket } from 'node:tls';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { LISTINGS_TAG } from '../src/features/catalog/cache-tags';
import { towardsChosenLanguage } from '../src/features/i18n/language-choice';
import { m } from '../src/lib/i18n';
import { seedDemoCatalogueIfEmpty } from '../src/features/demo/demo-seed.server';
import { grantConfiguredOperators } from '../src/features/operators/operators.server';
import { exposeCacheTags } from '../src/lib/server/cache-policy';
import { allowMovingTheClock } from '../src/lib/server/clock';
import { config } from '../src/lib/server/config';
import { closeServerDatabase, openServerDatabase } from '../src/lib/server/db';
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailable } from '../src/lib/server/db/faults';
import { countedInFlight, requestsSettled, startDraining } from '../src/lib/server/lifecycle';
import { lingerOnUnreadBodies } from '../src/lib/server/lingering-close';
import { logger } from '../src/lib/server/log';
import { answerPublicRead, isInnerRead, isKeyablePublicRead } from '../src/features/listings/public-read-answers.server';
import { API_CSP, baseSecurityHeaders } from '../src/lib/server/security-headers';
import { uploadsRefusal } from '../src/lib/server/storage';
import { READ_ONLY_POST_ROUTES } from '../src/lib/server/write-policy';
import { startBackgroundJobs } from './background-jobs';
import { builtSiteUrl } from './build-state';
import { precompressedVariants } from './precompress';
import { answerTestClock, TEST_CLOCK_ROUTE } from './test-clock';

/** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;
/** Built files whose names carry their content's hash: cached by browsers for a year. */
const HASHED_ASSETS = /[\\/]_astro[\\/]/;

type AstroHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

// This file runs as dist/server/serve.mjs, beside Astro's entry.mjs; dist/ holds client/ and the build stamp.
// The build baked its SITE_URL into the prerendered pages (scripts/build-state.ts): a build made for another
// address would send crawlers and shared links there, so it is not served. `npm start` rebuilds first.
const distDir = fileURLToPath(new URL('../', import.meta.url));
const builtFor = builtSiteUrl(distDir);
if (builtFor !== config.SITE_URL) {
  console.error(
    `seva: this build was made for SITE_URL=${builtFor ?? '(not recorded)'}, not ${config.SITE_URL}: run npm start or npm run build to rebuild`,
  );
  process.exit(1);
}
// Several instances on one DATABASE_URL must share their uploads (src/lib/server/storage.ts): one line, no start.
const uploadsRefused = uploadsRefusal();
if (uploadsRefused) {
  console.error(`seva: ${uploadsRefused}`);
  process.exit(1);
}
// A server started by the tests may have its clock moved (src/lib/server/clock.ts); config.ts has already
// refused the setting unless the server listens on a loopback address for a loopback SITE_URL.
if (config.SEVA_TEST_CLOCK === '1') allowMovingTheClock();
const clientDir = fileURLToPath(new URL('../client/', import.meta.url));
const { handler: astro } = (await import(/* @vite-ignore */ new URL('./entry.mjs', import.meta.url).href)) as { handler: AstroHandler };

// The work that is not needed to answer (listings' places backfill, track records, lead expiry, retention)
// runs as background jobs once the server listens (scripts/background-jobs.ts), never before.
let databaseHandle: Awaited<ReturnType<typeof openServerDatabase>> | undefined;
try {
  const database = await openServerDatabase();
  if (config.SEED_DEMO === '1') await seedDemoCatalogueIfEmpty(database.db);
  // The first operators (OPERATOR_EMAILS): a handful of rows, granted once whatever the number of instances.
  await grantConfiguredOperators(database.db, config.OPERATOR_EMAILS);
  databaseHandle = database;
} catch (error) {
  logger.fatal({ err: error }, 'database could not be opened');
  process.exit(1);
}

const isHttps = (req: IncomingMessage) =>
  Boolean((req.socket as TLSSocket).encrypted) ||
  (config.TRUST_PROXY === '1' &&
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim() === 'https');

let stopping = false;
const tls = config.SERVER_CERT_PATH && config.SERVER_KEY_PATH;

const app = Fastify({
  serverFactory: (listener) => {
    const server = tls
      ? https.createServer({ cert: readFileSync(config.SERVER_CERT_PATH!), key: readFileSync(config.SERVER_KEY_PATH!) }, listener)
      : http.createServer(listener);
    // Our own, as no plugin does it: see lingering-close.ts (the JSON 413 must reach a client still sending).
    lingerOnUnreadBodies(server, { tls: Boolean(tls) });
    // Idle keep-alive connections stay open longer than clients and load balancers keep theirs (Node's 5 s
    // default is shorter than most, so a client could send on a connection we were closing: a reset). Slow
    // clients may not hold a request open forever: a whole request (a 3 MB upload over a poor mobile link
    // included) within 2 minutes.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    server.requestTimeout = 120_000;
    return server;
  },
  // While draining, requests on open connections are still answered (with Connection: close, below).
  return503OnClosing: false,
  forceCloseConnections: 'idle',
  // A prerendered page answers at its folder with and without the slash (/about-us and /about-us/).
  routerOptions: { ignoreTrailingSlash: true },
  // Astro's middleware logs one line a request (src/lib/server/log.ts).
  logger: false,
  // A URL that does not decode names nothing of ours.
  frameworkErrors: (_error, request, reply) => refuseBadRequest(request, reply),
});

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters in a path is what this is for.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** How many times Astro decodes a path before it gives up on it (astro/dist/core/util/pathname.js). */
const ROUTER_DECODINGS = 10;

/** A NUL anywhere in the URL, the query included: no engine stores or compares text holding one. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing a NUL in the URL is what this is for.
const NUL_IN_URL = /%00|\u0000/;

/**
 * The path of a request URL (no query or fragment) as Astro's router reads it: decoded (decodeURI) again and again
 * until it no longer changes, so that '%2500' and '%252500' reach a route's parameter as a NUL, not as text. Null
 * when it does not decode at all.
 */
function routedPath(url: string): string | null {
  const end = url.search(/[?#]/);
  let path = end === -1 ? url : url.slice(0, end);
  for (let round = 0; round < ROUTER_DECODINGS; round++) {
    let decoded: string;
    try {
      decoded = decodeURI(path);
    } catch {
      return round === 0 ? null : path;
    }
    if (decoded === path) break;
    path = decoded;
  }
  return path;
}

/** 400 for a URL we refuse; under /api JSON like every API answer. */
function refuseBadRequest(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  setBaseHeaders(request.raw, reply.raw);
  if (request.url.startsWith('/api/')) {
    return reply
      .code(400)
      .header('content-security-policy', API_CSP)
      .type('application/json')
      .send(JSON.stringify({ status: 0, message: 'Bad request' }));
  }
  return reply.code(400).type('text/plain; charset=utf-8').send('Bad request.');
}

function setBaseHeaders(req: IncomingMessage, res: ServerResponse): void {
  // On Node's response, not Fastify's reply: Astro writes its answers to Node's response itself.
  for (const [name, value] of Object.entries(baseSecurityHeaders({ https: isHttps(req) }))) res.setHeader(name, value);
  // While draining, a keep-alive connection is closed once its current request is answered.
  if (stopping) res.setHeader('connection', 'close');
}

app.addHook('onRequest', async (request, reply) => {
  setBaseHeaders(request.raw, reply.raw);
  const pathname = routedPath(request.url);
  // A path that decodes to control characters (%0D…, or %2500 as the router decodes it) names nothing of ours, and a
  // NUL in the query or a path parameter reached the database as a 500 (the fuzz found /api/get-reviews/2?q=%00
  // and /api/review-job/%2500).
  if (pathname === null || CONTROL_CHARACTER.test(pathname) || NUL_IN_URL.test(request.url)) return refuseBadRequest(request, reply);
  // The language chosen with the switch, before a prerendered or cached English page could answer.
  const chosen = towardsChosenLanguage({ method: request.method, url: request.url, accept: request.headers.accept, cookie: request.headers.cookie });
  if (chosen) return reply.code(302).header('location', chosen).header('cache-control', 'no-store').header('vary', 'cookie').send();
});

// Astro reads request bodies itself (src/lib/server/http.ts readBody, with the body caps): Fastify leaves
// every body unread, whatever its type.
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', (_request, _payload, done) => done(null));

// Variants are left out by a lookup (glob takes an object with `ignored` as well as patterns): given as a list
// of paths, glob matched each of the ~800 files against each of the ~300 variants as a pattern, ~0.9 s of CPU a start.
const variants = new Set(precompressedVariants(clientDir));
const ignoreVariants = { ignored: (file: { relativePosix(): string }) => variants.has(file.relativePosix()) };

await app.register(fastifyStatic, {
  root: clientDir,
  wildcard: false,
  preCompressed: true,
  // @fastify/static passes globIgnore to glob as it is; its type names only the list form.
  globIgnore: ignoreVariants as unknown as string[],
  setHeaders: (reply, file) => {
    if (HASHED_ASSETS.test(file)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  },
});

// What fails outside Astro (a body Fastify cannot take, an answer that could not be made) is JSON with a message too.
app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
  // The database unreachable or too slow: 503 to try again, in one line (src/lib/server/db/faults.ts).
  const fault = databaseUnavailable(error);
  if (fault) {
    logger.warn({ method: request.method, route: request.routeOptions.url ?? '(none)', status: 503, databaseFault: fault }, 'request');
    return reply
      .code(503)
      .header('content-security-policy', API_CSP)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .type('application/json')
      .send(JSON.stringify({ status: 0, message: m['error.databaseUnavailable']() }));
  }
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) logger.error({ err: error, method: request.method, url: request.url }, 'request failed');
  const message = status === 500 ? 'Something went wrong. Please try again.' : 'Bad request';
  return reply
    .code(status)
    .header('content-security-policy', API_CSP)
    .type('application/json')
    .send(JSON.stringify({ status: 0, message }));
});

// JavaScript is text/javascript (RFC 9239), as browsers and our tests expect; @fastify/static's type
// table still says application/javascript. Only Fastify's own replies pass here (static files, errors).
app.addHook('onSend', async (_request, reply) => {
  const type = reply.getHeader('content-type');
  if (typeof type === 'string' && type.startsWith('application/javascript'))
    reply.header('content-type', `text/javascript${type.slice('application/javascript'.length)}`);
});

const toAstro = (request: FastifyRequest, reply: FastifyReply) => {
  reply.hijack();
  // The route cache's tags as Cache-Tag for a CDN in front (src/lib/server/cache-policy.ts).
  exposeCacheTags(reply.raw);
  // Counted until Astro has finished, even for a client that left: the database stays open for it.
  return countedInFlight(astro(request.raw, reply.raw));
};
if (config.SEVA_TEST_CLOCK === '1') answerTestClock(app);
app.all('/*', toAstro);
app.setNotFoundHandler(toAstro);
for (const route of READ_ONLY_POST_ROUTES) {
  app.post(route, (request, reply) =>
    isKeyablePublicRead(request.raw, route) && !isInnerRead(request)
      ? answerPublicRead(app, request, reply, { route, tags: [LISTINGS_TAG] })
      : toAstro(request, reply),
  );
}

await app.listen({ port: config.PORT, host: config.HOST });
const jobs = startBackgroundJobs(databaseHandle!);
logger.info(`listening on ${tls ? 'https' : 'http'}://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${config.PORT}`);
if (config.SEVA_TEST_CLOCK === '1') logger.warn(`SEVA_TEST_CLOCK=1: a test server, whose clock moves through ${TEST_CLOCK_ROUTE}`);

async function shutDown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  startDraining();
  let cutOff = false;
  let graceOver: () => void = () => undefined;
  const graceEnded = new Promise<void>((resolve) => (graceOver = resolve));
  const timer = setTimeout(() => {
    cutOff = true;
    app.server.closeAllConnections();
    graceOver();
  }, SHUTDOWN_GRACE_MS);
  // A keep-alive connection whose request was in flight becomes idle once answered: closed then too.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  // Stops listening and resolves once every connection is closed; a request whose client left is still
  // being handled then, and the database must stay open until it settles (within the grace period).
  await app.close();
  await Promise.race([requestsSettled(), graceEnded]);
  clearTimeout(timer);
  clearInterval(idle);
  let failed = false;
  try {
    // A job in progress finishes its step (short by design); one cut off by a kill is taken again after its lease.
    await jobs.stop();
    await closeServerDatabase();
  } catch (error) {
    failed = true;
    logger.error({ err: error }, 'the database did not close');
  }
  if (cutOff) logger.warn(`${signal}: requests still running after ${SHUTDOWN_GRACE_MS} ms were cut off`);
  else logger.info(`${signal}: drained, stopped`);
  logger.flush();
  process.exit(failed ? 1 : 0);
}

// A second signal (a terminal's Ctrl-C reaches both npm start's processes, which passes it on too) leaves the drain to finish.
process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));
