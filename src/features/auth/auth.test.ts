import { describe, expect, it } from 'vitest';
import { EMAIL_MAX } from '../../lib/fields';
import { m } from '../../lib/i18n';
import { canonicalEmail, generateOtpSchema } from './auth';
import { mobileFieldProps } from './sign-in-fields';

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

describe('the sign-in address', () => {
  it('reads an email as the account holds it: trimmed and lower-cased', () => {
    expect(generateOtpSchema.parse({ email: '  Asha.Rao@Example.IN ' })).toEqual({ email: 'asha.rao@example.in' });
  });

  it('tells a missing, a malformed and an over-long email apart under the email field', () => {
    const messageFor = (email: string | undefined) => {
      const result = generateOtpSchema.safeParse({ email });
      return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    };
    expect(messageFor(undefined)).toEqual([['email', m['field.email.missing']()]]);
    expect(messageFor('asha.example.in')).toEqual([['email', m['field.email.invalid']()]]);
    expect(messageFor(`${'a'.repeat(EMAIL_MAX)}@example.in`)).toEqual([['email', m['field.email.tooLong']()]]);
  });

  it('lets the mobile field hold every way of writing a number its rule takes, on the phone pad', () => {
    const field = mobileFieldProps();
    expect(field).toMatchObject({ type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' });
    const maxLength: number = 'maxLength' in field ? Number(field.maxLength) : Number.POSITIVE_INFINITY;
    for (const typed of ['+91 98765-43210', '098765 43210', '9876543210']) {
      expect(generateOtpSchema.parse({ mobile: typed.slice(0, maxLength) })).toEqual({ mobile: '9876543210' });
    }
  });
});
