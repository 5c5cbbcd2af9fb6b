/**
 * The production server: Astro's request handler (dist/server/entry.mjs, @astrojs/node in middleware
 * mode) behind our own node:http server, so that
 *  - the built client files are served from an index made once at start, precompressed variants
 *    included (src/lib/server/static-files.ts); SPEC.md's catalogue reads made with POST are answered
 *    from a micro-cache of a few seconds (src/lib/server/public-read-answers.ts); every other request
 *    goes straight to Astro;
 *  - every response, static files included, carries the base security headers;
 *  - a connection closed after an answer given before its request body was read (a 413) first reads
 *    and drops the rest of that body for a moment (src/lib/server/lingering-close.ts);
 *  - SIGTERM (or SIGINT) drains: the server stops accepting connections and closes idle keep-alive
 *    ones, /readyz answers 503, requests in flight get up to SHUTDOWN_GRACE_MS to finish, then the
 *    shutdown hooks run (the database is closed, so PGlite flushes) and the process exits 0.
 *
 * `npm start` (scripts/start.ts), the tests (tests/support/server.ts) and Playwright run this file.
 */
import { readFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { TLSSocket } from 'node:tls';
import { fileURLToPath } from 'node:url';
import { config } from '../src/lib/server/config';
import { runShutdownHooks, startDraining } from '../src/lib/server/lifecycle';
import { lingerOnUnreadBodies } from '../src/lib/server/lingering-close';
import { logger } from '../src/lib/server/log';
import { answerPublicRead, isKeyablePublicRead } from '../src/lib/server/public-read-answers';
import { API_CSP, baseSecurityHeaders } from '../src/lib/server/security-headers';
import { indexStaticFiles, requestPath, sendStaticFile } from '../src/lib/server/static-files';
import { builtSiteUrl } from './build-state';

/** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

// This file runs as dist/serve.mjs, beside the build's server/ and client/ folders.
// The build baked its SITE_URL into the prerendered pages (scripts/build-state.ts): a build made for another
// address would send crawlers and shared links there, so it is not served. `npm start` rebuilds first.
const builtFor = builtSiteUrl(fileURLToPath(new URL('./', import.meta.url)));
if (builtFor !== config.SITE_URL) {
  console.error(
    `seva: this build was made for SITE_URL=${builtFor ?? '(not recorded)'}, not ${config.SITE_URL}: run npm start or npm run build to rebuild`,
  );
  process.exit(1);
}
const entry = new URL('./server/entry.mjs', import.meta.url).href;
const { handler } = (await import(entry)) as { handler: NodeHandler };
const clientDir = fileURLToPath(new URL('./client/', import.meta.url));
const staticFiles = indexStaticFiles(clientDir);

const isHttps = (req: IncomingMessage) =>
  Boolean((req.socket as TLSSocket).encrypted) ||
  (config.TRUST_PROXY === '1' &&
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim() === 'https');

let inFlight = 0;
let stopping = false;
let idle: (() => void) | undefined;

const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/** A NUL anywhere in the URL, the query included: no engine stores or compares text holding one. */
const NUL_IN_URL = /%00|\u0000/;

function listener(req: IncomingMessage, res: ServerResponse): void {
  inFlight++;
  res.once('close', () => {
    inFlight--;
    if (inFlight === 0) idle?.();
  });
  for (const [name, value] of Object.entries(baseSecurityHeaders({ https: isHttps(req) }))) res.setHeader(name, value);
  // While draining, a keep-alive connection is closed once its current request is answered.
  if (stopping) res.setHeader('connection', 'close');
  const pathname = requestPath(req.url ?? '/');
  // A path that does not decode, or decodes to control characters (%0D…), names nothing of ours, and a
  // NUL in the query reached the database as a 500 (the fuzz found /api/get-reviews/2?q=%00); under
  // /api the refusal is JSON like every API answer.
  if (pathname === null || CONTROL_CHARACTER.test(pathname) || NUL_IN_URL.test(req.url ?? '')) {
    if ((req.url ?? '').startsWith('/api/')) {
      res.setHeader('content-security-policy', API_CSP);
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 0, message: 'Bad request' }));
    } else res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request.');
    return;
  }
  const file = req.method === 'GET' || req.method === 'HEAD' ? staticFiles.get(pathname) : undefined;
  if (file) sendStaticFile(req, res, file, clientDir);
  else if (isKeyablePublicRead(req, pathname)) void answerPublicRead(req, res, pathname, handler);
  else void handler(req, res);
}

const tls = config.SERVER_CERT_PATH && config.SERVER_KEY_PATH;
const server = tls
  ? https.createServer({ cert: readFileSync(config.SERVER_CERT_PATH!), key: readFileSync(config.SERVER_KEY_PATH!) }, listener)
  : http.createServer(listener);
lingerOnUnreadBodies(server, { tls: Boolean(tls) });
// Idle keep-alive connections stay open longer than clients and load balancers keep theirs (Node's 5 s
// default is shorter than most, so a client could send on a connection we were closing: a reset). Slow
// clients may not hold a request open forever: a whole request (a 3 MB upload over a poor mobile link
// included) within 2 minutes.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.requestTimeout = 120_000;

server.listen(config.PORT, config.HOST, () => {
  const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  logger.info(`listening on ${tls ? 'https' : 'http'}://${host}:${config.PORT}`);
});

async function shutDown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  startDraining();
  server.close();
  server.closeIdleConnections();
  const drained =
    inFlight === 0 ||
    (await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), SHUTDOWN_GRACE_MS);
      idle = () => {
        clearTimeout(timer);
        resolve(true);
      };
    }));
  if (!drained) server.closeAllConnections();
  const failures = await runShutdownHooks();
  if (failures.length) logger.error({ failures }, 'shutdown hooks failed');
  if (drained) logger.info(`${signal}: drained, stopped`);
  else logger.warn(`${signal}: requests still running after ${SHUTDOWN_GRACE_MS} ms were cut off`);
  logger.flush();
  process.exit(failures.length ? 1 : 0);
}

process.once('SIGTERM', () => void shutDown('SIGTERM'));
process.once('SIGINT', () => void shutDown('SIGINT'));
