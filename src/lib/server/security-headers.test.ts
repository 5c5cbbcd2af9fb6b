import { describe, expect, it } from 'vitest';
import { baseSecurityHeaders, completePagePolicy, parseCsp } from './security-headers';

const astroPolicy =
  "default-src 'self'; img-src 'self' data: blob:; connect-src 'self'; script-src 'self' 'sha256-AAA='; style-src 'self' 'sha256-BBB='; style-src-attr 'unsafe-inline'";

describe('security headers', () => {
  it('send HSTS only over https', () => {
    expect(baseSecurityHeaders({ https: false })['strict-transport-security']).toBeUndefined();
    expect(baseSecurityHeaders({ https: true })['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(baseSecurityHeaders({ https: false })['x-frame-options']).toBe('DENY');
  });

  it('complete a page policy with frame-ancestors, keeping Astro’s hashes when there is no map', () => {
    const policy = parseCsp(completePagePolicy(astroPolicy, { googleMaps: false }));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-AAA='"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'sha256-BBB='"]);
  });

  it('add the Maps origins with a key, dropping style hashes that would disable unsafe-inline', () => {
    const policy = parseCsp(completePagePolicy(astroPolicy, { googleMaps: true }));
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-AAA='", 'https://maps.googleapis.com', 'https://maps.gstatic.com']);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com']);
    expect(policy.get('font-src')).toEqual(["'self'", 'https://fonts.gstatic.com']);
    expect(policy.get('worker-src')).toContain('blob:');
    expect(policy.get('img-src')).toContain('https://*.googleapis.com');
  });
});
