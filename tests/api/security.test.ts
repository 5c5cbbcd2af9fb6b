import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerContactLimits } from '../../src/features/partners/partner-contact';
import { contactLimits } from '../../src/features/content/contact';
import { feedbackLimits } from '../../src/features/profile/profile';
import { COUNTER_ROUTES, READ_ONLY_POST_ROUTES, STATE_CHANGING_GET_ROUTES, isWrite } from '../../src/lib/server/write-policy';
import { discoverApiRoutes } from '../support/api-routes';
import { signInThroughOutbox, type SignedIn } from '../support/outbox';
import { startServer, type TestServer } from '../support/server';
import { streamedPost } from './support/raw';

/**
 * Security headers and policies, body size limits, write rate limits and the rule for
 * SPEC.md's state-changing GET calls, against real servers.
 */
let plain: TestServer;
let behindProxy: TestServer;
let asha: SignedIn;
let ravi: SignedIn;

beforeAll(async () => {
  [plain, behindProxy] = await Promise.all([
    startServer(),
    startServer({ env: { TRUST_PROXY: '1', GOOGLE_MAPS_API_KEY: 'test-server-key', GOOGLE_MAPS_BROWSER_KEY: 'test-browser-key' } }),
  ]);
  asha = await signInThroughOutbox(plain.origin, plain.dataDir, 'asha.security@example.com');
  ravi = await signInThroughOutbox(plain.origin, plain.dataDir, 'ravi.security@example.com');
});
afterAll(async () => {
  await Promise.all([plain?.stop(), behindProxy?.stop()]);
});

const get = (server: TestServer, pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${server.origin}${pathname}`, { headers, redirect: 'manual' });

describe('security headers', () => {
  it('are on every kind of answer: a page rendered on demand, a prerendered page, a static file and an API answer', async () => {
    for (const pathname of ['/', '/about-us', '/favicon.svg', '/api/user', '/api/no-such-call']) {
      const response = await get(plain, pathname);
      await response.arrayBuffer();
      const headers = response.headers;
      expect(headers.get('x-content-type-options'), pathname).toBe('nosniff');
      expect(headers.get('referrer-policy'), pathname).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-frame-options'), pathname).toBe('DENY');
      expect(headers.get('permissions-policy'), pathname).toContain('geolocation=(self)');
      expect(headers.get('content-security-policy'), pathname).toContain("frame-ancestors 'none'");
      // Plain http and no trusted proxy: no HSTS.
      expect(headers.get('strict-transport-security'), pathname).toBeNull();
    }
  });

  it('isolate the window of the profile page only (Cross-Origin-Opener-Policy), not public pages', async () => {
    const profile = await get(plain, '/profile', { cookie: `seva_session=${asha.token}` });
    await profile.arrayBuffer();
    expect(profile.status).toBe(200);
    expect(profile.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    for (const pathname of ['/', '/about-us', '/services']) {
      const response = await get(plain, pathname);
      await response.arrayBuffer();
      expect(response.headers.get('cross-origin-opener-policy'), pathname).toBeNull();
    }
  });

  it('give pages Astro’s policy: scripts and styles from our origin or hashed, nothing inline by default, no Maps without a key', async () => {
    const policy = (await get(plain, '/')).headers.get('content-security-policy')!;
    const scriptSrc = policy.match(/script-src ([^;]*)/)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('googleapis');
    // A prerendered page carries the same policy as a <meta> element.
    const html = await (await get(plain, '/about-us')).text();
    expect(html).toMatch(/<meta http-equiv="content-security-policy" content="[^"]*script-src 'self'/);
  });

  it('add the Google Maps origins only where a key is configured', async () => {
    const policy = (await get(behindProxy, '/')).headers.get('content-security-policy')!;
    expect(policy.match(/script-src ([^;]*)/)?.[1]).toContain('https://maps.googleapis.com');
    expect(policy.match(/img-src ([^;]*)/)?.[1]).toContain('https://*.gstatic.com');
    expect(policy.match(/connect-src ([^;]*)/)?.[1]).toContain('https://*.googleapis.com');
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('set HSTS only for https: behind a trusted proxy that says so, never on a forged header without one', async () => {
    const viaProxy = await get(behindProxy, '/api/user', { 'x-forwarded-proto': 'https' });
    expect(viaProxy.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expect((await get(behindProxy, '/api/user')).headers.get('strict-transport-security')).toBeNull();
    expect((await get(plain, '/api/user', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBeNull();
  });

  it('refuse with JSON an API path that does not decode or decodes to control characters', async () => {
    for (const pathname of ['/api/%F0', '/api/user%0D', '/api/%F0%A5%A2%BB%0D']) {
      const response = await get(plain, pathname);
      expect(response.status, pathname).toBe(400);
      expect(response.headers.get('content-type'), pathname).toContain('application/json');
      expect(await response.json(), pathname).toEqual({ status: 0, message: 'Bad request' });
    }
  });

  it('refuse a NUL in the query (a 500 from the database before) or in a body, on API routes and pages', async () => {
    for (const pathname of ['/api/get-reviews/2?q=%00', '/api/search/suggest?q=a%00b']) {
      const response = await get(plain, pathname);
      expect(response.status, pathname).toBe(400);
      expect(await response.json(), pathname).toEqual({ status: 0, message: 'Bad request' });
    }
    for (const pathname of ['/search?q=%00', '/service/plumbing?city=%00']) {
      expect((await get(plain, pathname)).status, pathname).toBe(400);
    }
    // Astro decodes a path until it no longer changes: '%2500' and '%25252500' would reach the route as a NUL
    // (a 500 before), '%250D' as a carriage return.
    for (const pathname of ['/api/review-job/%2500', '/api/review-job/%25252500', '/api/review-job/a%250Db', '/details/%2500']) {
      expect((await get(plain, pathname)).status, pathname).toBe(400);
    }
    // A percent sign itself is text like any other: asked signed out, the route answers as it would.
    expect((await get(plain, '/api/review-job/100%25')).status).toBe(401);
    const body = await fetch(`${plain.origin}/api/get-filtered-service-data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slug: 'plumbing', location: 'Kol\u0000kata' }),
    });
    expect(body.status).toBe(400);
    expect((await body.json()).message).toBe('The request contains a character that is not allowed');
  });

  it('give API answers a policy that loads nothing, and JSON for paths no route serves', async () => {
    const response = await get(plain, '/api/no-such-call/42');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(await response.json()).toEqual({ status: 0, message: 'Not found' });
  });
});

describe('request body limits', () => {
  const post = (pathname: string, init: RequestInit & { duplex?: 'half' }) =>
    fetch(`${plain.origin}/api${pathname}`, {
      method: 'POST',
      ...init,
      headers: { authorization: `Bearer ${asha.token}`, ...(init.headers as Record<string, string>) },
    });

  it('refuse a declared body over 64 KB (JSON, form) or 3 MB (multipart) with a JSON 413 before reading it', async () => {
    const json = await post('/web-feedback-submit', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ feedback: 'x'.repeat(70 * 1024) }),
    });
    expect(json.status).toBe(413);
    expect(await json.json()).toEqual({ status: 0, message: 'Request body is too large' });
    const form = new FormData();
    form.set('data', '{}');
    form.set('profile_image', new Blob([new Uint8Array(3 * 1024 * 1024 + 10)], { type: 'image/png' }), 'big.png');
    const multipart = await post('/user-details-update', { body: form });
    expect(multipart.status).toBe(413);
    expect((await multipart.json()).status).toBe(0);
  });

  it('stop a body sent without Content-Length (chunked) once it passes the cap', async () => {
    const headers = (type: string) => ({ authorization: `Bearer ${asha.token}`, 'content-type': type });
    const json = await streamedPost(plain.origin, '/api/web-feedback-submit', headers('application/json'), 200 * 1024);
    expect(json.status).toBe(413);
    expect(JSON.parse(json.body.toString()).message).toBe('Request body is too large');
    const multipart = await streamedPost(
      plain.origin,
      '/api/user-details-update',
      headers('multipart/form-data; boundary=xyz'),
      4 * 1024 * 1024,
      64 * 1024,
    );
    expect(multipart.status).toBe(413);
  });

  it('let a client that is still sending an oversized body read the 413 (the connection is not reset under it)', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const form = new FormData();
      form.set('profile_image', new Blob([new Uint8Array(20 * 1024 * 1024)], { type: 'image/png' }), 'huge.png');
      const answer = await post('/user-details-update', { body: form });
      expect(answer.status).toBe(413);
      expect(await answer.json()).toEqual({ status: 0, message: 'Request body is too large' });
    }
  });

  it('still take a normal body', async () => {
    const ok = await post('/web-feedback-submit', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ feedback: 'All good here.' }),
    });
    expect(ok.status).toBe(200);
  });
});

describe('write rate limits', () => {
  it('cover every write call: each method but GET of every route, and the state-changing GETs, which accept POST too', () => {
    const routes = discoverApiRoutes();
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      for (const method of route.methods) {
        const readOnly = method === 'POST' && READ_ONLY_POST_ROUTES.has(route.pattern);
        if (method !== 'GET') expect(isWrite(method, route.pattern), `${method} ${route.pattern}`).toBe(!readOnly);
      }
    }
    // The state-changing GETs that exist accept POST too.
    for (const pattern of STATE_CHANGING_GET_ROUTES) {
      const route = routes.find((candidate) => candidate.pattern === pattern);
      if (route) expect(route.methods, pattern).toEqual(expect.arrayContaining(['GET', 'POST']));
    }
    for (const pattern of ['/api/save-to-favourite/[id]', '/api/notification-seen/[id]', '/api/invite-user/[code]']) {
      expect(
        routes.some((route) => route.pattern === pattern),
        pattern,
      ).toBe(true);
    }
    expect([...COUNTER_ROUTES].every((pattern) => pattern.startsWith('/api/'))).toBe(true);
  });

  it('answer 429 with Retry-After past a user’s limit, counted per user', async () => {
    const limit = feedbackLimits.feedback;
    const send = (token: string) =>
      fetch(`${plain.origin}/api/web-feedback-submit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ feedback: 'Rate limit check' }),
      });
    const kiran = await signInThroughOutbox(plain.origin, plain.dataDir, 'kiran.security@example.com');
    for (let i = 0; i < limit.user.limit; i++) expect((await send(kiran.token)).status).toBe(200);
    const answer = await send(kiran.token);
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await answer.json()).message).toMatch(/Too many requests/);
    // Ravi is not affected.
    expect((await send(ravi.token)).status).toBe(200);
  });

  it('count visitors per client address, generously (≥ 30 an hour even for mail to support)', async () => {
    const limit = contactLimits.messages;
    expect(limit.address.limit).toBeGreaterThanOrEqual(30);
    const send = () =>
      fetch(`${behindProxy.origin}/api/contact-us`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
        body: JSON.stringify({ name: 'Meera', email: 'meera@example.com', message: 'Hello from a shared mobile address.' }),
      });
    for (let i = 0; i < limit.address.limit; i++) expect((await send()).status).toBeLessThan(300);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Behind the trusted proxy, another customer's address has its own count.
    const other = await fetch(`${behindProxy.origin}/api/contact-us`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.20' },
      body: JSON.stringify({ name: 'Kabir', email: 'kabir@example.com', message: 'Hello from another address.' }),
    });
    expect(other.status).toBeLessThan(300);
  });
});

describe('the partner contact form (not a mail relay)', () => {
  let address = 0;
  const nextAddress = () => {
    address = (address % 200) + 1;
    return `198.51.100.${address}`;
  };
  /** A message to partner `id` from `email`, sent from its own client address behind the trusted proxy unless one is given. */
  const contact = (id: number, email: string, from = nextAddress()) =>
    fetch(`${behindProxy.origin}/api/partner-contact/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ name: 'Nikhil', email, subject: 'A question', message: 'Do you come to Salt Lake on Sundays?' }),
    });

  it('takes at most 30 messages an hour from one address, then answers 429 in JSON', async () => {
    const limit = partnerContactLimits.messages;
    expect(limit.address.limit).toBe(30);
    // Another partner and another sender for each message: only the address is the same.
    for (let i = 0; i < 30; i++) expect((await contact(1 + (i % 5), `sender${i}.address@example.com`, '203.0.113.50')).status).toBe(201);
    const refused = await contact(6, 'one.more.address@example.com', '203.0.113.50');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.json()).toMatchObject({ status: 0, message: expect.stringMatching(/Too many requests/) });
  });

  it('takes at most so many messages an hour from one sender email, whatever the address', async () => {
    const { limit } = partnerContactLimits.fromEmail;
    for (let i = 0; i < limit; i++) expect((await contact(10 + i, 'Same.Sender@example.com')).status).toBe(201);
    const refused = await contact(40, 'same.sender@example.com');
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/Too many messages/);
    expect((await contact(40, 'another.sender@example.com')).status).toBe(201);
  });

  it('lets one partner receive at most so many messages an hour, whatever the addresses and senders', async () => {
    const { limit } = partnerContactLimits.toPartner;
    const partner = 60;
    for (let i = 0; i < limit; i++) expect((await contact(partner, `fan${i}.partner@example.com`)).status).toBe(201);
    const refused = await contact(partner, 'late.fan.partner@example.com');
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/Too many messages/);
    expect((await contact(partner + 1, 'late.fan.partner2@example.com')).status).toBe(201);
  });
});

describe('state-changing GET calls', () => {
  const cookie = () => `seva_session=${ravi.token}`;
  const favourite = (method: string, headers: Record<string, string>) =>
    fetch(`${plain.origin}/api/save-to-favourite/1`, { method, headers, redirect: 'manual' });

  it('refuse a GET with the session cookie unless it comes from our own pages', async () => {
    const bare = await favourite('GET', { cookie: cookie() });
    expect(bare.status).toBe(403);
    expect(await bare.json()).toEqual({ status: 0, message: 'This request must come from Seva itself.' });
    expect((await favourite('GET', { cookie: cookie(), 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await favourite('GET', { cookie: cookie(), 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await favourite('GET', { cookie: cookie(), 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await favourite('GET', { cookie: cookie(), 'x-requested-with': 'seva' })).status).toBe(200);
  });

  it('refuse a HEAD like a GET, and never let a HEAD change anything', async () => {
    const bare = await favourite('HEAD', { cookie: cookie() });
    expect(bare.status).toBe(403);
    const seen = await fetch(`${plain.origin}/api/notification-seen/1`, { method: 'HEAD', headers: { cookie: cookie() } });
    expect(seen.status).toBe(403);
    // From our own pages or with the token a HEAD is still no way to save a favourite: no such method.
    const before = (await (
      await fetch(`${plain.origin}/api/get-favourite-saved-services`, { headers: { authorization: `Bearer ${asha.token}` } })
    ).json()) as { data: unknown[] };
    const ownPage: Record<string, string>[] = [
      { cookie: `seva_session=${asha.token}`, 'x-requested-with': 'seva' },
      { authorization: `Bearer ${asha.token}` },
    ];
    for (const headers of ownPage) {
      const head = await fetch(`${plain.origin}/api/save-to-favourite/2`, { method: 'HEAD', headers });
      expect(head.status).toBe(405);
      expect(head.headers.get('allow')).toBe('GET, POST');
    }
    const after = (await (
      await fetch(`${plain.origin}/api/get-favourite-saved-services`, { headers: { authorization: `Bearer ${asha.token}` } })
    ).json()) as { data: unknown[] };
    expect(after.data).toEqual(before.data);
  });

  it('accept a bearer-token GET, and POST from our own origin with the cookie', async () => {
    expect((await favourite('GET', { authorization: `Bearer ${ravi.token}` })).status).toBe(200);
    expect((await favourite('POST', { cookie: cookie(), origin: plain.origin })).status).toBe(200);
    expect((await favourite('POST', { cookie: cookie(), origin: 'https://evil.example' })).status).toBe(403);
    const seen = await fetch(`${plain.origin}/api/notification-seen/999999`, { headers: { cookie: cookie() } });
    expect(seen.status).toBe(403);
  });
});

describe('personal answers', () => {
  it('carry Cache-Control: no-store, by token or by cookie', async () => {
    for (const path of [
      '/api/get-user-profile-data',
      '/api/get-favourite-saved-services',
      '/api/get-notifications',
      '/api/get_user_history_data',
      '/api/user',
    ]) {
      const credentials: Record<string, string>[] = [{ authorization: `Bearer ${asha.token}` }, { cookie: `seva_session=${asha.token}` }];
      for (const headers of credentials) {
        const response = await get(plain, path, headers);
        await response.arrayBuffer();
        expect(response.status, path).toBe(200);
        expect(response.headers.get('cache-control'), path).toBe('no-store');
      }
    }
    // Signing in answers a token: never kept either.
    const asked = await fetch(`${plain.origin}/api/generate-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cache.check@example.com' }),
    });
    expect(asked.headers.get('cache-control')).toBe('no-store');
  });

  it('while public catalogue answers to visitors stay cacheable', async () => {
    for (const path of ['/api/categories/get', '/api/search/suggest?q=plumb']) {
      const response = await get(plain, path);
      await response.arrayBuffer();
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control') ?? '', path).not.toContain('no-store');
    }
  });
});
