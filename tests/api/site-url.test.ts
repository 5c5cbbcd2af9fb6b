import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuild } from '../../scripts/ensure-build';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { apiPaths, paths } from '../../src/paths';
import { startServer, type TestServer } from '../support/server';
import { startMailbox, type Mailbox } from './support/mailbox';
import { decoded, rawRequest } from './support/raw';

/**
 * SITE_URL (CONTRACT.md "Public address") against a real server: canonical links, og:url, JSON-LD, the
 * sitemaps and robots.txt carry it on pages rendered on demand and prerendered ones alike, the link in a
 * mail to a business does too whatever Host the request named, and the origin guard takes a browser's
 * https Origin through a TLS-ending proxy as ours.
 *
 * Prerendered pages get SITE_URL from the build (scripts/build-state.ts), so this suite serves a second
 * build made for https://seva.example, beside dist/ (inside the project, so its server finds node_modules).
 * It is rebuilt only when the sources change, as dist/ is.
 */

const SITE = 'https://seva.example';
const OUT_DIR = '.cache/build-site-url-test';
const FORGED_HOST = 'evil.example';

const demo = buildDemoCatalogue();
const partnerOf = new Map(demo.partners.map((p) => [p.id, p]));
/** A listing whose business has an email address, so an enquiry to it is mailed. */
const mailed = demo.services.filter((s) => partnerOf.get(s.partnerId)!.email).sort((a, b) => a.id - b.id)[0]!;

const linkHref = (html: string, rel: string) => html.match(new RegExp(`<link rel="${rel}" href="([^"]+)"`))?.[1];
const metaContent = (html: string, property: string) => html.match(new RegExp(`<meta property="${property}" content="([^"]+)"`))?.[1];
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

/** Every `@id`, `url` and breadcrumb `item` in the page's JSON-LD documents. */
function jsonLdAddresses(html: string): string[] {
  const found: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if ((key === '@id' || key === 'url' || key === 'item' || key === 'urlTemplate') && typeof inner === 'string') found.push(inner);
      else visit(inner);
    }
  };
  for (const match of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) visit(JSON.parse(match[1]!));
  return found;
}

describe(`a server with SITE_URL=${SITE}`, () => {
  let server: TestServer;
  let mailbox: Mailbox;
  /** GET through node:http, with a forged Host unless told otherwise: the answer must not follow it. */
  const get = async (path: string, host = FORGED_HOST) => {
    const answer = await rawRequest(server.origin, path, { host, 'accept-encoding': 'identity' });
    return { status: answer.status, text: decoded(answer) };
  };

  beforeAll(async () => {
    ensureBuild({ outDir: OUT_DIR, siteUrl: SITE });
    mailbox = await startMailbox();
    // A server as production runs it: a public SITE_URL, and no test clock.
    server = await startServer({
      entry: `${OUT_DIR}/serve.mjs`,
      env: { SITE_URL: SITE, SMTP_URL: mailbox.url, TRUST_PROXY: '1' },
      movableClock: false,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
  });

  it('has no test clock: /api/test/clock is not found', async () => {
    for (const method of ['GET', 'POST']) {
      const answer = await fetch(`${server.origin}/api/test/clock`, { method, body: method === 'POST' ? '{"advance_ms":3600000}' : undefined });
      expect(answer.status, method).toBe(404);
      expect(await answer.json()).toEqual({ status: 0, message: 'Not found' });
    }
  });

  it('writes SITE_URL in the canonical link, og:url and JSON-LD of a page rendered on demand', async () => {
    const page = await get(paths.details(mailed.slug));
    expect(page.status).toBe(200);
    const url = `${SITE}${paths.details(mailed.slug)}`;
    expect(linkHref(page.text, 'canonical')).toBe(url);
    expect(metaContent(page.text, 'og:url')).toBe(url);
    expect(metaContent(page.text, 'og:image')).toMatch(new RegExp(`^${SITE}/`));
    const addresses = jsonLdAddresses(page.text);
    expect(addresses).toContain(`${url}#business`);
    expect(addresses).toContain(url);
    for (const address of addresses) expect(address.startsWith(`${SITE}/`), address).toBe(true);
    expect(page.text).not.toContain(FORGED_HOST);
    expect(page.text).not.toContain('localhost:4321');

    const home = await get(paths.home());
    expect(linkHref(home.text, 'canonical')).toBe(`${SITE}/`);
    const homeAddresses = jsonLdAddresses(home.text);
    expect(homeAddresses).toContain(`${SITE}/#website`);
    for (const address of homeAddresses) expect(address.startsWith(`${SITE}/`), address).toBe(true);
  });

  it('writes SITE_URL in the canonical link and og:url of a prerendered page', async () => {
    const page = await get(paths.about());
    expect(page.status).toBe(200);
    expect(linkHref(page.text, 'canonical')).toBe(`${SITE}${paths.about()}`);
    expect(metaContent(page.text, 'og:url')).toBe(`${SITE}${paths.about()}`);
    expect(page.text).not.toContain('localhost:4321');
  });

  it('lists SITE_URL addresses in robots.txt and every sitemap', async () => {
    const robots = await get('/robots.txt');
    const sitemapLines = robots.text.split('\n').filter((line) => line.startsWith('Sitemap: '));
    expect(sitemapLines).toEqual([`Sitemap: ${SITE}${paths.sitemapIndex()}`]);

    const index = locs((await get(paths.sitemapIndex())).text);
    expect(index).toContain(`${SITE}${paths.sitemapFile('details-0')}`);
    const urls: string[] = [];
    for (const sitemap of index) {
      const { pathname } = new URL(sitemap);
      const answer = await get(pathname);
      expect(answer.status, pathname).toBe(200);
      urls.push(...locs(answer.text));
    }
    expect(urls).toContain(`${SITE}${paths.about()}`);
    expect(urls).toContain(`${SITE}${paths.details(mailed.slug)}`);
    for (const url of [...index, ...urls]) expect(url.startsWith(`${SITE}/`), url).toBe(true);
  });

  it('links a mail to the business on SITE_URL, whatever Host the request named', async () => {
    const partner = partnerOf.get(mailed.partnerId)!;
    const before = mailbox.mailsTo(partner.email!).length;
    const answer = await rawRequest(
      server.origin,
      `/api${apiPaths.enquiry()}`,
      { host: FORGED_HOST, 'content-type': 'application/json' },
      'POST',
      JSON.stringify({ name: 'Priya Das', mobile: '9831012345', service_id: mailed.id, price: mailed.price }),
    );
    expect(answer.status, decoded(answer)).toBe(201);
    const deadline = Date.now() + 5000;
    while (mailbox.mailsTo(partner.email!).length === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const mail = mailbox.mailsTo(partner.email!).at(-1)!;
    expect(mail.text).toContain(`${SITE}${paths.details(mailed.slug)}`);
    expect(mail.raw).not.toContain(FORGED_HOST);
  });

  it("takes a browser's https Origin of SITE_URL through a TLS-ending proxy as ours, and refuses another site's", async () => {
    const post = (origin: string, mobile: string) =>
      rawRequest(
        server.origin,
        `/api${apiPaths.enquiry()}`,
        // What the proxy passes on: the visitor's Host, https in X-Forwarded-Proto, the visitor's address.
        {
          host: 'seva.example',
          origin,
          'x-forwarded-proto': 'https',
          'x-forwarded-for': '203.0.113.7',
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/json',
        },
        'POST',
        JSON.stringify({ name: 'Priya Das', mobile, service_id: mailed.id, price: mailed.price }),
      );
    const ours = await post(SITE, '9831012346');
    expect(ours.status, decoded(ours)).toBe(201);
    const theirs = await post('https://evil.example', '9831012347');
    expect(theirs.status).toBe(403);
    expect(JSON.parse(decoded(theirs))).toMatchObject({ status: 0 });
    expect((await post('https://seva.example.evil.example', '9831012348')).status).toBe(403);
  });
});

describe('a build made for another SITE_URL', () => {
  it('is not served: the server stops at start with one line', async () => {
    // dist/ is the default build, made for http://localhost:4321.
    const started = startServer({ env: { SITE_URL: SITE }, movableClock: false });
    await expect(started).rejects.toThrow(new RegExp(`seva: this build was made for SITE_URL=\\S+, not ${SITE}: run npm start or npm run build`));
  });

  it('refuses the test clock on a server made for a public address, or listening beyond this machine', async () => {
    const refusal = 'seva: Invalid SEVA_TEST_CLOCK: only for a test server: HOST and SITE_URL must be loopback addresses (localhost, 127.0.0.1, ::1)';
    await expect(startServer({ env: { SITE_URL: SITE, SEVA_TEST_CLOCK: '1' } })).rejects.toThrow(refusal);
    await expect(startServer({ env: { HOST: '0.0.0.0', SEVA_TEST_CLOCK: '1' } })).rejects.toThrow(refusal);
  });

  it('stops at start on a bad SITE_URL with one line', async () => {
    await expect(startServer({ env: { SITE_URL: 'seva.example' } })).rejects.toThrow(
      'seva: Invalid SITE_URL: must be a URL like https://seva.example',
    );
  });
});
