import { describe, expect, it } from 'vitest';
import { canonicalEmail } from './auth';

describe('canonicalEmail', () => {
  it('reads Gmail addresses without dots, plus-tags or case, and googlemail.com as gmail.com', () => {
    for (const email of ['ab@gmail.com', 'a.b@gmail.com', 'ab+x@gmail.com', 'A.B+promo@Gmail.com', ' a.b@googlemail.com ']) {
      expect(canonicalEmail(email), email).toBe('ab@gmail.com');
    }
  });

  it('drops only the plus-tag elsewhere: dots may tell two people apart at other providers', () => {
    expect(canonicalEmail('Ravi.K+seva@Example.co.in')).toBe('ravi.k@example.co.in');
    expect(canonicalEmail('ravi.k@example.co.in')).not.toBe(canonicalEmail('ravik@example.co.in'));
  });

  it('keeps an address whose local part is only a tag, or that has no @, as lower-cased text', () => {
    expect(canonicalEmail('+x@example.com')).toBe('+x@example.com');
    expect(canonicalEmail('Not-An-Email')).toBe('not-an-email');
  });
});
