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

describe('signedInEmail for an account made by mobile', () => {
  it('names the mobile as shown, and nothing else that looks like a number', () => {
    expect(signedInEmail('x', '+91 98765 43210')).toBe('+91 98765 43210');
    for (const stored of ['+919876543210', '98765 43210', '+91 12345 67890']) expect(signedInEmail('x', stored), stored).toBeNull();
  });
  it('takes the first digit of the number as the badge', () => {
    expect(accountInitial('+91 98765 43210')).toBe('9');
  });
});

describe('accountInitial', () => {
  it('is the first letter, upper case', () => {
    expect(accountInitial('asha@example.com')).toBe('A');
    expect(accountInitial(' ravi@x.in')).toBe('R');
  });
});
