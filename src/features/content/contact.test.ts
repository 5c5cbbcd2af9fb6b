import { describe, expect, it } from 'vitest';
import { contactLimits, contactSchema } from './contact';
import { schemaErrors } from '../../lib/use-schema-form';

const valid = { name: 'Priya Das', email: 'priya@example.com', message: 'Please call me about a plumber.' };
const errorsOf = (input: unknown) => schemaErrors(contactSchema, input);

describe('contactSchema', () => {
  it('accepts a complete message and trims what was typed', () => {
    const result = contactSchema.parse({ name: '  Priya \n Das ', email: ' priya@example.com ', message: '\n  Line one\r\nLine two  \n' });
    expect(result).toEqual({ name: 'Priya Das', email: 'priya@example.com', message: 'Line one\nLine two' });
  });

  it('asks for every field when nothing was sent, including non-text values', () => {
    expect(errorsOf({})).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email address',
      message: 'Please enter your message',
    });
    expect(errorsOf({ name: 42, email: null, message: ['x'] })).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email address',
      message: 'Please enter your message',
    });
  });

  it('treats whitespace-only fields as empty', () => {
    expect(errorsOf({ name: '   ', email: '  ', message: ' \n ' })).toEqual({
      name: 'Please enter your name',
      email: 'Please enter your email address',
      message: 'Please enter your message',
    });
  });

  it('rejects a malformed email address', () => {
    for (const email of ['priya', 'priya@', 'priya@example', '@example.com', 'pri ya@example.com']) {
      expect(errorsOf({ ...valid, email })).toEqual({ email: 'Please enter a valid email address' });
    }
  });

  it('caps the length of the name and the message, and asks for more than a word', () => {
    expect(errorsOf({ ...valid, name: 'a'.repeat(81) })).toEqual({ name: 'Please keep your name under 80 characters' });
    expect(errorsOf({ ...valid, message: 'x'.repeat(2001) })).toEqual({ message: 'Please keep your message under 2,000 characters' });
    expect(errorsOf({ ...valid, message: 'x'.repeat(2000) })).toEqual({});
    expect(errorsOf({ ...valid, message: 'Hi there' })).toEqual({ message: 'Please write a little more (at least 10 characters)' });
  });

  it('keeps markup as plain text', () => {
    const message = '<script>alert("x")</script> & more';
    expect(contactSchema.parse({ ...valid, message }).message).toBe(message);
  });
});

describe('contactLimits', () => {
  it('counts messages in their own bucket, with at least 30 an hour from one address', () => {
    expect(contactLimits.messages.bucket).toBe('contact-us');
    expect(contactLimits.messages.address.limit).toBeGreaterThanOrEqual(30);
  });
});
