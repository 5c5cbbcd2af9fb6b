import { describe, expect, it } from 'vitest';
import { countsAsDefaultWrite, DEFAULT_WRITE_LIMIT, isOwnPageRequest, isWrite, PAGE_FORM_ROUTES } from './write-policy';

/** A request written as 'METHOD /route-pattern', split into isWrite's arguments. */
const request = (written: string): [method: string, routePattern: string] => {
  const [method, routePattern] = written.split(' ');
  return [method!, routePattern!];
};

describe('write policy', () => {
  it.each(['POST /api/contact-us', 'DELETE /api/user', 'GET /api/save-to-favourite/[id]', 'GET /api/get_traffic_data_add/[id]'])(
    'treats %s as a write: every non-GET API call and the state-changing GETs',
    (written) => {
      expect(isWrite(...request(written))).toBe(true);
    },
  );

  it.each(['GET /api/get-notifications', 'POST /about-us', 'GET /login'])('does not treat %s as a write', (written) => {
    expect(isWrite(...request(written))).toBe(false);
  });

  it('counts a POST to a page with a form as a write of its API twin, in the same bucket', () => {
    expect(isWrite('POST', '/login')).toBe(true);
    expect(isWrite('POST', '/partner/[slug]')).toBe(true);
    expect(isWrite('GET', '/partner/[slug]')).toBe(false);
    expect(isWrite('HEAD', '/contact-us')).toBe(false);
    // The route's own limit is counted by page-form.ts in the same bucket (tests/api/page-forms.test.ts).
    expect(countsAsDefaultWrite('POST', '/contact-us')).toBe(countsAsDefaultWrite('POST', '/api/contact-us'));
    expect(countsAsDefaultWrite('POST', '/partner/[slug]')).toBe(countsAsDefaultWrite('POST', '/api/partner-contact/[id]'));
    expect(countsAsDefaultWrite('POST', '/login')).toBe(countsAsDefaultWrite('POST', '/api/generate-otp'));
    expect(countsAsDefaultWrite('POST', '/otp-verification')).toBe(countsAsDefaultWrite('POST', '/api/verify-otp'));
    for (const twin of Object.values(PAGE_FORM_ROUTES)) expect(twin.startsWith('/api/'), twin).toBe(true);
  });

  it('does not count the catalogue reads SPEC.md makes with POST as writes', () => {
    expect(isWrite('POST', '/api/get-filtered-service-data')).toBe(false);
    expect(isWrite('POST', '/api/get-filtered-service-data-web')).toBe(false);
    expect(isWrite('POST', '/api/get-category-service-data')).toBe(false);
    expect(isWrite('DELETE', '/api/get-filtered-service-data')).toBe(true);
  });

  it('counts every write against the default but the page-view counters, which have their own limits (partners.ts)', () => {
    expect(countsAsDefaultWrite('POST', '/api/user-details-add')).toBe(true);
    expect(countsAsDefaultWrite('POST', '/api/contact-us')).toBe(true);
    expect(countsAsDefaultWrite('GET', '/api/get_traffic_data_add/[id]')).toBe(false);
    expect(countsAsDefaultWrite('POST', '/api/get_call_data_add/[id]')).toBe(false);
    expect(DEFAULT_WRITE_LIMIT.bucket).toBe('default');
  });

  it('knows a request from our own pages', () => {
    expect(isOwnPageRequest(new Headers({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isOwnPageRequest(new Headers({ 'x-requested-with': 'seva' }))).toBe(true);
    expect(isOwnPageRequest(new Headers({ 'sec-fetch-site': 'same-site' }))).toBe(false);
    expect(isOwnPageRequest(new Headers())).toBe(false);
  });
});
