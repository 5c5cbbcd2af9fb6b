import { describe, expect, it } from 'vitest';
import { accountInitial, signedInEmail } from './signed-in-as';

describe('signedInEmail', () => {
  it('names the kept email only beside a signed-in marker', () => {
    expect(signedInEmail(btoa('signed-in:abc'), 'asha@example.com')).toBe('asha@example.com');
    for (const marker of ['', null, undefined, 'undefined', 'null']) expect(signedInEmail(marker, 'asha@example.com'), String(marker)).toBeNull();
  });
  it('shows nothing for a value that is not an email', () => {
    for (const stored of ['', null, 'asha', '<img src=x>', 'a b@c']) expect(signedInEmail('x', stored), String(stored)).toBeNull();
  });
});

describe('accountInitial', () => {
  it('is the first letter, upper case', () => {
    expect(accountInitial('asha@example.com')).toBe('A');
    expect(accountInitial(' ravi@x.in')).toBe('R');
  });
});
