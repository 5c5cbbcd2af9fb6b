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
});
