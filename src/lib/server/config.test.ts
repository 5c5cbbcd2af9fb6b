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

  it('takes OPERATOR_EMAILS as a list of lower-cased emails, none by default, and refuses anything else in one line', () => {
    expect(parseConfig({}).OPERATOR_EMAILS).toEqual([]);
    expect(parseConfig({ OPERATOR_EMAILS: ' Asha@Seva.in, ravi@seva.in,,asha@seva.in ' }).OPERATOR_EMAILS).toEqual(['asha@seva.in', 'ravi@seva.in']);
    expect(() => parseConfig({ OPERATOR_EMAILS: 'asha@seva.in; ravi' })).toThrow(
      'Invalid OPERATOR_EMAILS: must be email addresses separated by commas',
    );
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

  it('takes SMS through MSG91 only with its key and templates, and names what is missing in one line', () => {
    const sms = { SMS_PROVIDER: 'msg91', SMS_API_KEY: '123456AbCdEfGh', SMS_TEMPLATES: 'sign-in-code=64f0c2aa1d2b3c, lead-alert = 64f0c2aa1d2b3d' };
    const config = parseConfig(sms);
    expect(config.SMS_TEMPLATES).toEqual({ 'sign-in-code': '64f0c2aa1d2b3c', 'lead-alert': '64f0c2aa1d2b3d' });
    expect(config.SMS_API_BASE).toBe('https://control.msg91.com');
    expect(parseConfig({}).SMS_PROVIDER).toBeUndefined();
    expect(parseConfig({ ...sms, SMS_SENDER_ID: 'SEVAIN' }).SMS_SENDER_ID).toBe('SEVAIN');
    expect(() => parseConfig({ ...sms, SMS_PROVIDER: 'twilio' })).toThrow(
      'Invalid SMS_PROVIDER: must be msg91 (or unset for files in DATA_DIR/outbox/sms)',
    );
    expect(() => parseConfig({ ...sms, SMS_API_KEY: undefined })).toThrow('Invalid SMS_API_KEY: must be set with SMS_PROVIDER=msg91');
    expect(() => parseConfig({ ...sms, SMS_TEMPLATES: undefined })).toThrow(/^Invalid SMS_TEMPLATES: must be set with SMS_PROVIDER=msg91/);
    expect(() => parseConfig({ ...sms, SMS_TEMPLATES: 'sign-in-code:64f0' })).toThrow(/^Invalid SMS_TEMPLATES: must be key=templateId pairs/);
    expect(() => parseConfig({ ...sms, SMS_TEMPLATES: 'a=1,a=2' })).toThrow('Invalid SMS_TEMPLATES: must name each key once');
    expect(() => parseConfig({ ...sms, SMS_SENDER_ID: 'SEVA' })).toThrow(/^Invalid SMS_SENDER_ID: must be the 6-character DLT header/);
    expect(() => parseConfig({ ...sms, SMS_API_BASE: 'control.msg91.com' })).toThrow('Invalid SMS_API_BASE: must be a URL');
    expect(() => parseConfig({ SMS_API_KEY: '123456AbCdEfGh' })).toThrow('Invalid SMS_PROVIDER: must be set (msg91) when SMS_API_KEY is');
    expect(() => parseConfig({ SMS_TEMPLATES: 'a=1' })).toThrow('Invalid SMS_PROVIDER: must be set (msg91) when SMS_TEMPLATES is');
  });

  it('takes WhatsApp with its token, phone number id and webhook secrets together, and names what is missing in one line', () => {
    const whatsapp = {
      WHATSAPP_TOKEN: 'EAAGm0PX4ZCpsBAtesttoken',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_VERIFY_TOKEN: 'verify-me-please',
      WHATSAPP_APP_SECRET: 'app-secret-0123',
    };
    const config = parseConfig(whatsapp);
    expect(config.WHATSAPP_API_BASE).toBe('https://graph.facebook.com');
    expect(config.WHATSAPP_LANGUAGE).toBe('en');
    expect(parseConfig({ ...whatsapp, WHATSAPP_LANGUAGE: 'en_US' }).WHATSAPP_LANGUAGE).toBe('en_US');
    expect(() => parseConfig({ ...whatsapp, WHATSAPP_LANGUAGE: 'English' })).toThrow(/^Invalid WHATSAPP_LANGUAGE: /);
    expect(() => parseConfig({ ...whatsapp, WHATSAPP_PHONE_NUMBER_ID: '+91 98310 12345' })).toThrow(
      'Invalid WHATSAPP_PHONE_NUMBER_ID: must be the phone number id Meta shows (digits only)',
    );
    expect(() => parseConfig({ ...whatsapp, WHATSAPP_PHONE_NUMBER_ID: undefined })).toThrow(
      'Invalid WHATSAPP_PHONE_NUMBER_ID: must be set with WHATSAPP_TOKEN',
    );
    expect(() => parseConfig({ ...whatsapp, WHATSAPP_TOKEN: undefined })).toThrow(
      'Invalid WHATSAPP_TOKEN: must be set with WHATSAPP_PHONE_NUMBER_ID',
    );
    expect(() => parseConfig({ ...whatsapp, WHATSAPP_APP_SECRET: undefined })).toThrow(
      /^Invalid WHATSAPP_APP_SECRET: must be set with WHATSAPP_TOKEN/,
    );
    expect(() => parseConfig({ ...whatsapp, WHATSAPP_VERIFY_TOKEN: undefined })).toThrow(
      /^Invalid WHATSAPP_VERIFY_TOKEN: must be set with WHATSAPP_TOKEN/,
    );
    expect(() => parseConfig({ WHATSAPP_VERIFY_TOKEN: 'verify-me-please' })).toThrow(
      'Invalid WHATSAPP_APP_SECRET: must be set with WHATSAPP_VERIFY_TOKEN',
    );
    expect(() => parseConfig({ ...whatsapp, WHATSAPP_API_BASE: 'graph' })).toThrow('Invalid WHATSAPP_API_BASE: must be a URL');
    // The webhook alone (opt-outs heard while sending stays on files) is fine.
    expect(parseConfig({ WHATSAPP_VERIFY_TOKEN: 'verify-me-please', WHATSAPP_APP_SECRET: 'app-secret-0123' }).WHATSAPP_TOKEN).toBeUndefined();
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
