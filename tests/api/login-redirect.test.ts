import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/paths';
import { startServer, type TestServer } from '../support/server';

/**
 * /login?redirect= hands the sign-in form (LoginForm's `redirect` prop, kept as redirect_to) only a path of
 * ours (src/lib/safe-redirect.ts). A browser reads `/\evil.example` and `/<tab>/evil.example` as
 * `//evil.example`, so such a value must not reach the page at all.
 */
describe('/login?redirect=', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => server?.stop());

  /** The props of the LoginForm island, as Astro serialises them into the page. */
  async function loginFormProps(rawQuery: string): Promise<string> {
    const response = await fetch(`${server.origin}${paths.login()}?redirect=${rawQuery}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const island = [...html.matchAll(/<astro-island[^>]*component-url="[^"]*LoginForm[^"]*"[^>]*>/g)][0]?.[0];
    expect(island, 'the LoginForm island').toBeDefined();
    return island!
      .match(/ props="([^"]*)"/)![1]!
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  }

  it.each([
    '/%5Cevil.example',
    '/%5C%5Cevil.example',
    '%5C%5Cevil.example',
    '/%09/evil.example',
    '/%0A/evil.example',
    '/%0D/evil.example',
    '//evil.example',
    '/%2F/evil.example',
    '/%255Cevil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/.//evil.example',
    '/.%2F%2Fevil.example',
    '/%2E//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    'https:evil.example',
    '/.%5C%5Cevil.example',
    '/.//%09evil.example',
  ])('carries no redirect for %s', async (rawQuery) => {
    const props = await loginFormProps(rawQuery);
    expect(props).not.toContain('evil.example');
    expect(props).not.toContain('javascript');
    // Astro writes an undefined prop as [0]: a type tag with no value.
    expect(JSON.parse(props).redirect ?? [0]).toEqual([0]);
  });

  it('carries a path of ours, query and fragment included', async () => {
    const props = JSON.parse(await loginFormProps(encodeURIComponent('/details/x?y=1#Reviews')));
    expect(props.redirect).toEqual([0, '/details/x?y=1#Reviews']);
  });

  /** The props of the OtpForm island on /otp-verification?redirect=. */
  async function otpFormProps(rawQuery: string): Promise<string> {
    const response = await fetch(`${server.origin}${paths.otpVerification()}?email=a%40example.com&redirect=${rawQuery}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const island = [...html.matchAll(/<astro-island[^>]*component-url="[^"]*OtpForm[^"]*"[^>]*>/g)][0]?.[0];
    expect(island, 'the OtpForm island').toBeDefined();
    return island!
      .match(/ props="([^"]*)"/)![1]!
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  }

  it.each(['/.//evil.example', '/.%2F%2Fevil.example', '/a/..//evil.example', '/%5Cevil.example', '//evil.example'])(
    '/otp-verification carries no redirect for %s',
    async (rawQuery) => {
      expect(await otpFormProps(rawQuery)).not.toContain('evil.example');
    },
  );

  let posted = 0;
  it.each(['/.//evil.example', '/a/..//evil.example', '/.%5C%5Cevil.example', 'https:evil.example'])(
    'a posted sign-in form sends no one to %s',
    async (target) => {
      posted++;
      const form = new URLSearchParams({ adult: 'on', email: `redirect.poster${posted}@example.com`, redirect: decodeURIComponent(target) });
      const response = await fetch(`${server.origin}${paths.login()}?redirect=${target}`, {
        method: 'POST',
        body: form,
        headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded' },
        redirect: 'manual',
      });
      expect(response.status).toBe(303);
      const location = response.headers.get('location') ?? '';
      expect(location).not.toContain('evil.example');
      expect(decodeURIComponent(location)).not.toContain('evil.example');
    },
  );
});
