import { describe, expect, it } from 'vitest';
import { DEFAULT_WRITE_LIMIT, isOwnPageRequest, isWrite, writeLimitFor } from './write-policy';

describe('write policy', () => {
  it('treats every non-GET API call and the state-changing GETs as writes', () => {
    expect(isWrite('POST', '/api/contact-us')).toBe(true);
    expect(isWrite('DELETE', '/api/user')).toBe(true);
    expect(isWrite('GET', '/api/save-to-favourite/[id]')).toBe(true);
    expect(isWrite('GET', '/api/get_traffic_data_add/[id]')).toBe(true);
    expect(isWrite('GET', '/api/get-notifications')).toBe(false);
    expect(isWrite('POST', '/login')).toBe(false);
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
