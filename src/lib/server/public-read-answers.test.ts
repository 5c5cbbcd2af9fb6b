import { describe, expect, it } from 'vitest';
import { bodyKey } from './public-read-answers';

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

describe('bodyKey', () => {
  it('keys a JSON body on the city keyword the endpoints use, so variants of one city share a kept answer', () => {
    const key = (location: string) => bodyKey(json({ slug: 'plumbing', location }), 'application/json');
    expect(key(',1')).toBe(key(''));
    expect(key(',2')).toBe(key(''));
    expect(key('Kolkata, West Bengal')).toBe(key('kolkata'));
    expect(key('  KOLKATA ')).toBe(key('kolkata'));
    expect(key('Pune')).not.toBe(key('kolkata'));
    // Field order does not matter; other fields do.
    expect(bodyKey(json({ location: 'Kolkata', slug: 'plumbing' }), 'application/json')).toBe(key('Kolkata'));
    expect(bodyKey(json({ slug: 'plumbing', location: 'Kolkata', page: 2 }), 'application/json')).not.toBe(key('Kolkata'));
  });

  it('keys as sent what the endpoints would refuse or read otherwise', () => {
    const long = `Kolkata,${'x'.repeat(200)}`;
    // Too long for the endpoints (a 422 there): not shortened to its keyword, which would answer a 200.
    expect(bodyKey(json({ slug: 'plumbing', location: long }), 'application/json')).toContain(long);
    expect(bodyKey(Buffer.from('{"slug":'), 'application/json')).toBe('{"slug":');
    expect(bodyKey(Buffer.from('slug=plumbing&location=%2C1'), 'application/x-www-form-urlencoded')).toBe('slug=plumbing&location=%2C1');
    expect(bodyKey(json({ slug: 'plumbing', location: 5 }), 'application/json')).not.toBe(
      bodyKey(json({ slug: 'plumbing', location: '5' }), 'application/json'),
    );
  });
});
