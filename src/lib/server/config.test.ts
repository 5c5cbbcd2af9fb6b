import { describe, expect, it } from 'vitest';
import { parseConfig, sharedUploadsRefusal } from './config';

describe('parseConfig', () => {
  it('fills the embedded defaults of CONTRACT.md', () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(4321);
    expect(config.HOST).toBe('localhost');
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.MAIL_FROM).toBe('no-reply@localhost');
    expect(config.SEED_DEMO).toBe('1');
    expect(config.SITE_URL).toBe('http://localhost:4321');
  });

  it('keeps SITE_URL as an origin and refuses anything else in one line', () => {
    expect(parseConfig({ SITE_URL: 'https://seva.example' }).SITE_URL).toBe('https://seva.example');
    expect(parseConfig({ SITE_URL: 'https://Seva.Example/' }).SITE_URL).toBe('https://seva.example');
    expect(parseConfig({ SITE_URL: 'http://localhost:8080' }).SITE_URL).toBe('http://localhost:8080');
    expect(() => parseConfig({ SITE_URL: 'seva.example' })).toThrow('Invalid SITE_URL: must be a URL like https://seva.example');
    expect(() => parseConfig({ SITE_URL: 'ftp://seva.example' })).toThrow('Invalid SITE_URL: must start with http:// or https://');
    expect(() => parseConfig({ SITE_URL: 'https://seva.example/app' })).toThrow(/^Invalid SITE_URL: must be an origin only/);
    expect(() => parseConfig({ SITE_URL: 'https://user:pw@seva.example' })).toThrow(/^Invalid SITE_URL: must be an origin only/);
  });

  it('names the bad variable in one line', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/^Invalid PORT: /);
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrow('Invalid DATABASE_URL: must start with postgres://');
    expect(() => parseConfig({ SEED_DEMO: 'yes' })).toThrow('Invalid SEED_DEMO: must be 0 or 1');
    expect(() => parseConfig({ UPLOADS: 'ftp://x' })).toThrow(/^Invalid UPLOADS/);
    expect(() => parseConfig({ MAIL_FROM: 'nobody' })).toThrow('Invalid MAIL_FROM: must be an email address');
    expect(parseConfig({ MAIL_FROM: 'no-reply@localhost' }).MAIL_FROM).toBe('no-reply@localhost');
  });

  it('takes s3:// and file:/// uploads, and wants one of them with DATABASE_URL', () => {
    expect(parseConfig({ UPLOADS: 's3://bucket/site' }).UPLOADS).toBe('s3://bucket/site');
    expect(parseConfig({ UPLOADS: 'file:///srv/seva-uploads' }).UPLOADS).toBe('file:///srv/seva-uploads');
    expect(() => parseConfig({ UPLOADS: '/srv/seva-uploads' })).toThrow('Invalid UPLOADS: must look like s3://bucket or file:///path');
    expect(sharedUploadsRefusal(parseConfig({}))).toBeNull();
    expect(sharedUploadsRefusal(parseConfig({ DATABASE_URL: 'postgres://db/seva', UPLOADS: 'file:///srv/seva-uploads' }))).toBeNull();
    expect(sharedUploadsRefusal(parseConfig({ DATABASE_URL: 'postgres://db/seva' }))).toMatch(/^UPLOADS must be set with DATABASE_URL: /);
  });

  it('takes the test clock only on a loopback server made for a loopback address', () => {
    expect(parseConfig({}).SEVA_TEST_CLOCK).toBe('0');
    expect(parseConfig({ SEVA_TEST_CLOCK: '1', HOST: '127.0.0.1' }).SEVA_TEST_CLOCK).toBe('1');
    expect(parseConfig({ SEVA_TEST_CLOCK: '1', HOST: '::1', SITE_URL: 'http://127.0.0.1:4400' }).SEVA_TEST_CLOCK).toBe('1');
    const refusal = 'Invalid SEVA_TEST_CLOCK: only for a test server: HOST and SITE_URL must be loopback addresses (localhost, 127.0.0.1, ::1)';
    expect(() => parseConfig({ SEVA_TEST_CLOCK: '1', HOST: '0.0.0.0' })).toThrow(refusal);
    expect(() => parseConfig({ SEVA_TEST_CLOCK: '1', HOST: '10.0.0.11' })).toThrow(refusal);
    expect(() => parseConfig({ SEVA_TEST_CLOCK: '1', HOST: '127.0.0.1', SITE_URL: 'https://seva.example' })).toThrow(refusal);
    expect(() => parseConfig({ SEVA_TEST_CLOCK: 'yes' })).toThrow('Invalid SEVA_TEST_CLOCK: must be 0 or 1');
  });

  it('takes a VAPID pair as web-push generates it, both or neither, and a mailto: or https: subject', () => {
    const pair = { VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`, VAPID_PRIVATE_KEY: 'b'.repeat(43) };
    expect(parseConfig(pair)).toMatchObject(pair);
    expect(parseConfig({}).VAPID_PUBLIC_KEY).toBeUndefined();
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow('Invalid VAPID_PRIVATE_KEY: must be set with its pair');
    expect(() => parseConfig({ VAPID_PRIVATE_KEY: pair.VAPID_PRIVATE_KEY })).toThrow('Invalid VAPID_PUBLIC_KEY: must be set with its pair');
    expect(() => parseConfig({ ...pair, VAPID_PUBLIC_KEY: 'short' })).toThrow('Invalid VAPID_PUBLIC_KEY: must be a base64url P-256 public key');
    expect(parseConfig({ VAPID_SUBJECT: 'mailto:ops@seva.in' }).VAPID_SUBJECT).toBe('mailto:ops@seva.in');
    expect(parseConfig({ VAPID_SUBJECT: 'https://seva.in' }).VAPID_SUBJECT).toBe('https://seva.in');
    expect(() => parseConfig({ VAPID_SUBJECT: 'ops@seva.in' })).toThrow('Invalid VAPID_SUBJECT: must be a mailto: address or an https:// URL');
  });
});
