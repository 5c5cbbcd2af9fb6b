import { describe, expect, it } from 'vitest';
import { DEFAULT_WRITE_LIMIT, isOwnPageRequest, isWrite, PAGE_FORM_ROUTES, writeLimitFor } from './write-policy';

describe('write policy', () => {
  it('treats every non-GET API call and the state-changing GETs as writes', () => {
    expect(isWrite('POST', '/api/contact-us')).toBe(true);
    expect(isWrite('DELETE', '/api/user')).toBe(true);
    expect(isWrite('GET', '/api/save-to-favourite/[id]')).toBe(true);
    expect(isWrite('GET', '/api/get_traffic_data_add/[id]')).toBe(true);
    expect(isWrite('GET', '/api/get-notifications')).toBe(false);
    expect(isWrite('POST', '/about-us')).toBe(false);
    expect(isWrite('GET', '/login')).toBe(false);
  });

  it('counts a POST to a page with a form as a write of its API twin, in the same bucket', () => {
    expect(isWrite('POST', '/login')).toBe(true);
    expect(isWrite('POST', '/partner/[slug]')).toBe(true);
    expect(isWrite('GET', '/partner/[slug]')).toBe(false);
    expect(isWrite('HEAD', '/contact-us')).toBe(false);
    expect(writeLimitFor('/contact-us')).toEqual(writeLimitFor('/api/contact-us'));
    expect(writeLimitFor('/partner/[slug]')).toEqual(writeLimitFor('/api/partner-contact/[id]'));
    expect(writeLimitFor('/login')).toEqual(writeLimitFor('/api/generate-otp'));
    expect(writeLimitFor('/otp-verification')).toEqual(writeLimitFor('/api/verify-otp'));
    for (const twin of Object.values(PAGE_FORM_ROUTES)) expect(twin.startsWith('/api/'), twin).toBe(true);
  });

  it('does not count the catalogue reads SPEC.md makes with POST as writes', () => {
    expect(isWrite('POST', '/api/get-filtered-service-data')).toBe(false);
    expect(isWrite('POST', '/api/get-filtered-service-data-web')).toBe(false);
    expect(isWrite('POST', '/api/get-category-service-data')).toBe(false);
    expect(isWrite('DELETE', '/api/get-filtered-service-data')).toBe(true);
  });

  it('gives each route its override or the default', () => {
    expect(writeLimitFor('/api/user-details-add')).toEqual({ bucket: 'default', limit: DEFAULT_WRITE_LIMIT });
    const contact = writeLimitFor('/api/contact-us');
    expect(contact.bucket).toBe('/api/contact-us');
    expect(contact.limit.address.limit).toBeGreaterThanOrEqual(30);
  });

  it('knows a request from our own pages', () => {
    expect(isOwnPageRequest(new Headers({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isOwnPageRequest(new Headers({ 'x-requested-with': 'seva' }))).toBe(true);
    expect(isOwnPageRequest(new Headers({ 'sec-fetch-site': 'same-site' }))).toBe(false);
    expect(isOwnPageRequest(new Headers())).toBe(false);
  });
});
