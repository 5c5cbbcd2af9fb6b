import { describe, expect, it } from 'vitest';
import { m } from './i18n';
import { accountEmail, EMAIL_MAX, mobile, mobileInput } from './fields';

const messages = { empty: () => 'empty', invalid: () => 'invalid' };

describe('mobileInput', () => {
  it('gives a strict field the number pad and room for exactly the ten digits its rule takes', () => {
    const input = mobileInput();
    expect(input).toMatchObject({ type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' });
    const rule = mobile(messages);
    expect(rule.safeParse('9876543210'.slice(0, input.maxLength)).success).toBe(true);
    expect(rule.safeParse('98765432101').success).toBe(false);
  });

  it('gives a forgiving field the phone pad and no length limit, so the +91 and spaces its rule drops can be typed', () => {
    const input = mobileInput({ forgiving: true });
    expect(input).toEqual({ type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' });
    expect(mobile(messages, { forgiving: true }).parse('+91 98765-43210')).toBe('9876543210');
  });
});

describe('accountEmail', () => {
  it('reads an account address as sign-in stores it: trimmed and lower-cased', () => {
    expect(accountEmail.parse('  Asha.Rao@Example.IN ')).toBe('asha.rao@example.in');
  });

  it('refuses an address longer than a mailbox can have with its own message', () => {
    const result = accountEmail.safeParse(`${'a'.repeat(EMAIL_MAX)}@example.in`);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(m['field.email.tooLong']());
  });
});
