import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactLimits } from '../../src/features/content/contact';
import { partnerLeadLimits } from '../../src/features/content/partner-lead';
import { partnerContactLimits } from '../../src/features/partners/partner-contact';
import { paths } from '../../src/paths';
import { mailsBeforeSentinel, newMails, type SentinelMail, settledOutbox } from '../support/mail';
import { waitForCode } from '../support/outbox';
import { waitForSmsCode } from '../support/sms-outbox';
import { startServer, type TestServer } from '../support/server';

/**
 * The forms a visitor reaches on a page work as plain HTML forms, posted form-encoded to
 * their own page, which checks them with the API's schema, does the API's work and answers a page (never
 * JSON) with the messages and what was typed. The origin guard and the API twin's write limit apply.
 */
let server: TestServer;
/** Behind a trusted proxy (one address per test) with every limit at a tenth, to reach them quickly. */
let limited: TestServer;
const SCALE = 0.1;

beforeAll(async () => {
  [server, limited] = await Promise.all([startServer(), startServer({ env: { TRUST_PROXY: '1', RATE_LIMIT_SCALE: String(SCALE) } })]);
});
afterAll(async () => {
  await Promise.all([server?.stop(), limited?.stop()]);
});

/** A browser's plain form submission: form-encoded, from our own origin, asking for a page. */
const postPage = (target: TestServer, pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${target.origin}${pathname}`, {
    method: 'POST',
    headers: { origin: target.origin, accept: 'text/html', ...headers },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

const GOWDA = 'gowda-electricals-bengaluru';
const note = (tag: string) => `Which inverter would you fit for a 2BHK flat? (${tag}, ${Date.now()})`;

/** A message sent to Gowda Electricals through its page, after which a post that should have mailed nothing is judged. */
function partnerContactSentinel(): SentinelMail {
  const message = note('sentinel');
  return {
    async post() {
      const answer = await postPage(server, paths.partner(GOWDA), {
        name: 'Sentinel',
        email: 'sentinel.page@example.com',
        subject: 'Sentinel',
        message,
      });
      expect(answer.status).toBe(200);
    },
    marks: (mail) => mail.text.includes(message),
  };
}

describe('the partner contact form posted to its page', () => {
  it('answers the page with each field’s message and what was typed, and sends nothing', async () => {
    const mails = await mailsBeforeSentinel(
      server,
      async () => {
        const answer = await postPage(server, paths.partner(GOWDA), {
          name: 'Kiran <b>Kumar</b>',
          email: 'kiran@example',
          subject: '',
          message: 'Short',
        });
        expect(answer.status).toBe(422);
        expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
        expect(answer.headers.get('cache-control')).toBe('no-store');
        const html = await answer.text();
        expect(html).toMatch(/<title>Error: Gowda Electricals/);
        for (const message of [
          'Please enter a valid email address',
          'Please enter a subject',
          'Please write a little more (at least 10 characters)',
          'Please correct the highlighted fields.',
        ]) {
          expect(html).toContain(message);
        }
        // What was typed comes back, escaped.
        expect(html).toMatch(/<input[^>]*name="name"[^>]*value="Kiran &lt;b&gt;Kumar&lt;\/b&gt;"/);
        expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="email"|<input[^>]*name="email"[^>]*aria-invalid="true"/);
        expect(html).not.toContain('<b>Kumar</b>');
      },
      partnerContactSentinel(),
    );
    expect(mails).toEqual([]);
  });

  it('sends the message to the partner and answers the page with the success message', async () => {
    const message = note('page');
    const mails = await newMails(server, async () => {
      const answer = await postPage(server, paths.partner(GOWDA), {
        name: 'Kiran Kumar',
        email: 'kiran.page@example.com',
        subject: 'Inverter',
        message,
      });
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect(html).toContain('Thank you! Your message has been sent to Gowda Electricals.');
      expect(html).not.toContain('name="message"');
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers['reply-to']).toContain('kiran.page@example.com');
    expect(mails[0]!.text).toContain(message);
  });

  it('does not let a post change what the page shows others (the shared cache keeps GET answers only)', async () => {
    await postPage(server, paths.partner(GOWDA), { name: 'Cache Probe', email: 'probe@example.com', subject: 'Probe', message: note('cache') });
    const html = await (await fetch(`${server.origin}${paths.partner(GOWDA)}`)).text();
    expect(html).not.toContain('Cache Probe');
    expect(html).not.toContain('Message sent');
    expect(html).toMatch(/<form[^>]*method="post"/);
  });

  it('is refused from another site, like the API', async () => {
    const forged = note('forged');
    const mails = await mailsBeforeSentinel(
      server,
      async () => {
        const answer = await postPage(
          server,
          paths.partner(GOWDA),
          { name: 'Kiran Kumar', email: 'kiran@example.com', subject: 'Hi', message: forged },
          {
            origin: 'https://evil.example',
          },
        );
        expect(answer.status).toBe(403);
      },
      partnerContactSentinel(),
    );
    // Only this post's mail counts: the one before it (the cache probe) is delivered by the outbox meanwhile.
    expect(mails.filter((mail) => mail.text.includes(forged))).toEqual([]);
  });
});

describe('the Contact Us form posted to its page', () => {
  it('answers errors with what was typed, then sends to support', async () => {
    const wrong = await postPage(server, paths.contact(), { name: '', email: 'priya@example.com', message: 'I would like to change my booking.' });
    expect(wrong.status).toBe(422);
    const html = await wrong.text();
    expect(html).toContain('Please enter your name');
    expect(html).toMatch(/name="email"[^>]*value="priya@example.com"|value="priya@example.com"[^>]*name="email"/);
    expect(html).toContain('I would like to change my booking.</textarea>');

    const message = `I would like to change my booking. (${Date.now()})`;
    const mails = await newMails(server, async () => {
      const sent = await postPage(server, paths.contact(), { name: 'Priya Das', email: 'priya.page@example.com', message });
      expect(sent.status).toBe(200);
      expect(await sent.text()).toContain('Your message has reached us');
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(message);
  });

  it('is still cacheable for GET', async () => {
    const answer = await fetch(`${server.origin}${paths.contact()}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control') ?? '').not.toMatch(/no-store|private/);
  });
});

describe('the Partner Signup Form posted to /become-a-partner', () => {
  const lead = (tag: string) => ({
    plan: 'premium',
    name: 'Rahul Ghosh',
    business_name: `Ghosh Electricals ${tag}`,
    business_location: 'Gariahat, Kolkata',
    email: 'rahul.page@example.com',
    phone: '98300 12345',
    pincode: '700019',
  });
  /** A signup through the page, after which a post that should have mailed nothing is judged. */
  const signupSentinel = (): SentinelMail => {
    const tag = `sentinel ${Date.now()}`;
    return {
      async post() {
        expect((await postPage(server, paths.becomePartner(), lead(tag))).status).toBe(200);
      },
      marks: (mail) => Boolean(mail.headers.subject?.includes(`Ghosh Electricals ${tag}`)),
    };
  };

  it('answers the page with each field’s message and what was typed, and sends nothing', async () => {
    const mails = await mailsBeforeSentinel(
      server,
      async () => {
        const answer = await postPage(server, paths.becomePartner(), {
          ...lead('wrong'),
          plan: 'gold',
          name: 'Rahul <i>Ghosh</i>',
          phone: '12345',
          pincode: '',
        });
        expect(answer.status).toBe(422);
        expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
        expect(answer.headers.get('cache-control')).toBe('no-store');
        const html = await answer.text();
        expect(html).toMatch(/<title>Error: Become a partner/);
        for (const message of [
          'Please choose a plan',
          'Please enter a valid 10-digit mobile number',
          'Please enter your pincode',
          'Please correct the highlighted fields.',
        ]) {
          expect(html).toContain(message);
        }
        expect(html).toMatch(/<input[^>]*name="name"[^>]*value="Rahul &lt;i&gt;Ghosh&lt;\/i&gt;"/);
        expect(html).toMatch(/<input[^>]*name="business_location"[^>]*value="Gariahat, Kolkata"/);
        expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="phone"|<input[^>]*name="phone"[^>]*aria-invalid="true"/);
        expect(html).not.toContain('<i>Ghosh</i>');
      },
      signupSentinel(),
    );
    expect(mails).toEqual([]);
  });

  it('keeps the chosen plan when only another field is wrong', async () => {
    const answer = await postPage(server, paths.becomePartner(), { ...lead('plan kept'), email: 'rahul@' });
    expect(answer.status).toBe(422);
    const html = await answer.text();
    expect(html).toContain('Please enter a valid email address');
    expect(html).toMatch(/<input[^>]*value="premium"[^>]*checked|<input[^>]*checked[^>]*value="premium"/);
  });

  it('stores the request, mails support and answers the page with the success message', async () => {
    const tag = `page ${Date.now()}`;
    const mails = await newMails(server, async () => {
      const answer = await postPage(server, paths.becomePartner(), lead(tag));
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect(html).toContain('Thank you! We have your request for the Premium Plan.');
      expect(html).not.toContain('name="business_name"');
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers.subject).toContain(`Ghosh Electricals ${tag}`);
    expect(mails[0]!.headers.to).toBe('support@seva.in');
    expect(mails[0]!.headers['reply-to']).toContain('rahul.page@example.com');
  });

  it('is refused from another site, like the API', async () => {
    const mails = await mailsBeforeSentinel(
      server,
      async () => {
        const answer = await postPage(server, paths.becomePartner(), lead('forged'), { origin: 'https://evil.example' });
        expect(answer.status).toBe(403);
      },
      signupSentinel(),
    );
    // Only this post's mail counts (mails of earlier posts may still be on their way from the outbox).
    expect(mails.filter((mail) => mail.headers.subject?.includes('Ghosh Electricals forged'))).toEqual([]);
  });

  it('is cacheable for GET, and a plan card’s link (?plan=basic) chooses that plan in the form', async () => {
    const plain = await fetch(`${server.origin}${paths.becomePartner()}`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control') ?? '').not.toMatch(/no-store|private/);
    const html = await plain.text();
    const form = /<form[^>]*action="\/become-a-partner"[^>]*>/.exec(html)?.[0];
    expect(form).toContain('method="post"');
    expect(html).toContain('href="/become-a-partner?plan=premium#partner-signup"');
    expect(html).not.toMatch(/<input[^>]*type="radio"[^>]*checked/);
    const basic = await (await fetch(`${server.origin}${paths.becomePartner()}?plan=basic`)).text();
    expect(basic).toMatch(/<input[^>]*value="basic"[^>]*checked|<input[^>]*checked[^>]*value="basic"/);
  });
});

describe('the sign-in pages posted to themselves', () => {
  it('/login without the person’s own tick (18 or older, the terms) refuses, keeps what was typed and sends no code', async () => {
    const email = `page.under-age.${Date.now()}@example.com`;
    const refused = await postPage(server, paths.login(), { email });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('Seva is for people aged 18 or older.');
    expect(html).toContain(`value="${email}"`);
    // Never ticked in advance: the box comes back as the person left it.
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*name="adult"(?![^>]*checked)[^>]*>/);
    expect((await settledOutbox(server)).filter((mail) => mail.headers.to?.includes(email))).toEqual([]);
  });

  it('/login sends the code and goes on to /otp-verification with the address in a cookie for that page only', async () => {
    const email = `page.login.${Date.now()}@example.com`;
    const wrong = await postPage(server, paths.login(), { adult: 'on', email: 'not-an-email' });
    expect(wrong.status).toBe(422);
    const html = await wrong.text();
    expect(html).toContain('Please enter a valid email address');
    expect(html).toMatch(/value="not-an-email"/);

    const answer = await postPage(server, paths.login(), { adult: 'on', email, redirect: '//evil.example/' });
    expect(answer.status).toBe(303);
    // An off-site redirect is dropped.
    expect(answer.headers.get('location')).toBe(paths.otpVerification());
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^seva_otp_email=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/otp-verification/i);
    expect(cookie).toMatch(/Max-Age=600/i);
    expect(cookie).not.toContain('seva_session');
    expect(await waitForCode(server.dataDir, email)).toMatch(/^\d{6}$/);

    const onward = await postPage(server, paths.login(), { adult: 'on', email, redirect: '/contact-us' }, {});
    // A second code within the minute is refused with the API's message, on the page.
    expect(onward.status).toBe(429);
    expect(await onward.text()).toMatch(/Please wait|try again/i);
  });

  it('/otp-verification signs in with the code (session cookie) and goes to the redirect, else /profile', async () => {
    const email = `page.otp.${Date.now()}@example.com`;
    const asked = await postPage(server, paths.login(), { adult: 'on', email, redirect: '/contact-us' });
    expect(asked.headers.get('location')).toBe(`${paths.otpVerification()}?redirect=%2Fcontact-us`);
    const pending = (asked.headers.get('set-cookie') ?? '').split(';')[0]!;
    const code = await waitForCode(server.dataDir, email);

    const page = await fetch(`${server.origin}${paths.otpVerification()}?redirect=%2Fcontact-us`, { headers: { cookie: pending } });
    const html = await page.text();
    expect(html).toContain(email);
    expect(html).toMatch(/name="redirect"[^>]*value="\/contact-us"|value="\/contact-us"[^>]*name="redirect"/);

    const wrongCode = code === '000000' ? '111111' : '000000';
    // The API's status for a wrong code (400), with its message on the page.
    const wrong = await postPage(server, paths.otpVerification(), { otp1: wrongCode, redirect: '/contact-us' }, { cookie: pending });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Incorrect OTP. 4 tries left.');
    expect(wrong.headers.get('set-cookie') ?? '').not.toContain('seva_session=');

    const boxes = Object.fromEntries(code.split('').map((digit, index) => [`otp${index + 1}`, digit]));
    const signedIn = await postPage(server, paths.otpVerification(), { ...boxes, redirect: '/contact-us' }, { cookie: pending });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/contact-us');
    const cookies = signedIn.headers.getSetCookie();
    const session = cookies.find((value) => value.startsWith('seva_session='));
    expect(session).toMatch(/HttpOnly/i);
    // The hand-over cookie is gone.
    expect(cookies.some((value) => /^seva_otp_email=;|^seva_otp_email=.*Max-Age=0|^seva_otp_email=.*Expires=Thu, 01 Jan 1970/i.test(value))).toBe(
      true,
    );
    // The session works.
    const me = await fetch(`${server.origin}/api/get-notifications`, { headers: { cookie: session!.split(';')[0]! } });
    expect(me.status).toBe(200);
    expect((await fetch(`${server.origin}/api/get-notifications`)).status).toBe(401);
  });

  it('without JavaScript /login offers the mobile too: the number goes on in the cookie (never the URL) and its SMS code signs in', async () => {
    // The page itself: the email field, and the mobile field for browsers without scripts.
    const form = await (await fetch(`${server.origin}${paths.login()}`)).text();
    expect(form).toMatch(/<noscript>[\s\S]*name="mobile"[\s\S]*<\/noscript>/);
    expect(form).toContain('Email address');
    expect(form).toContain('Get OTP');

    const digits = `98${String(Date.now()).slice(-8)}`;
    const wrong = await postPage(server, paths.login(), { adult: 'on', email: '', mobile: '12345' });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('Please enter a valid 10-digit mobile number');
    const both = await postPage(server, paths.login(), { adult: 'on', email: 'both@example.com', mobile: digits });
    expect(both.status).toBe(422);
    expect(await both.text()).toContain('Please give an email or a mobile number, not both');

    const asked = await postPage(server, paths.login(), { adult: 'on', email: '', mobile: digits, redirect: '/contact-us' });
    expect(asked.status).toBe(303);
    const location = asked.headers.get('location') ?? '';
    expect(location).toBe(`${paths.otpVerification()}?redirect=%2Fcontact-us`);
    expect(location).not.toContain(digits);
    const cookie = asked.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/otp-verification/i);
    const pending = cookie.split(';')[0]!;
    const code = await waitForSmsCode(server.dataDir, `+91${digits}`);
    // The same limits as the email: a second code within the minute is refused.
    expect((await postPage(server, paths.login(), { adult: 'on', email: '', mobile: digits })).status).toBe(429);

    const page = await (await fetch(`${server.origin}${location}`, { headers: { cookie: pending } })).text();
    expect(page).toContain(digits.slice(-4));
    const signedIn = await postPage(server, paths.otpVerification(), { otp1: code, redirect: '/contact-us' }, { cookie: pending });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/contact-us');
    const session = signedIn.headers.getSetCookie().find((value) => value.startsWith('seva_session='));
    const me = await fetch(`${server.origin}/api/user`, { headers: { cookie: session!.split(';')[0]! } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { mobile: string } }).data.mobile).toBe(`+91${digits}`);
  });

  it('/otp-verification without any address to check sends the visitor back to /login', async () => {
    const answer = await postPage(server, paths.otpVerification(), { otp1: '123456' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(paths.login());
  });
});

describe('write limits of page posts', () => {
  const scaled = (limit: number) => Math.max(1, Math.round(limit * SCALE));
  const contactFields = (tag: string) => ({
    name: 'Meera Iyer',
    email: 'meera@example.com',
    message: `Hello from a shared mobile address (${tag}).`,
  });

  it('a page post counts in its API twin’s bucket: past the limit through the API, the page is refused too (a page, not JSON)', async () => {
    const limit = scaled(contactLimits.messages.address.limit);
    const address = { 'x-forwarded-for': '203.0.113.41' };
    for (let i = 0; i < limit; i++) {
      const answer = await fetch(`${limited.origin}/api/contact-us`, {
        method: 'POST',
        headers: { origin: limited.origin, 'content-type': 'application/json', ...address },
        body: JSON.stringify(contactFields(`api ${i}`)),
      });
      expect(answer.status).toBe(201);
    }
    const mailsBefore = (await settledOutbox(limited)).length;
    const refused = await postPage(limited, paths.contact(), contactFields('page'), address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await refused.text()).toContain('Too many requests');
    expect((await settledOutbox(limited)).length).toBe(mailsBefore);
    // Another address is not affected.
    expect((await postPage(limited, paths.contact(), contactFields('other'), { 'x-forwarded-for': '198.51.100.41' })).status).toBe(200);
  });

  it('and the other way round: posts to the page use up the API’s allowance', async () => {
    const limit = scaled(contactLimits.messages.address.limit);
    const address = { 'x-forwarded-for': '203.0.113.42' };
    for (let i = 0; i < limit; i++) expect((await postPage(limited, paths.contact(), contactFields(`page ${i}`), address)).status).toBe(200);
    const refused = await fetch(`${limited.origin}/api/contact-us`, {
      method: 'POST',
      headers: { origin: limited.origin, 'content-type': 'application/json', ...address },
      body: JSON.stringify(contactFields('api')),
    });
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/Too many requests/);
  });

  it('the partner page’s form is limited like POST /api/partner-contact/{id}', async () => {
    const limit = scaled(partnerContactLimits.messages.address.limit);
    const address = { 'x-forwarded-for': '203.0.113.43' };
    const fields = { name: 'Kiran Kumar', email: 'kiran@example.com', subject: 'Inverter', message: note('limit') };
    for (let i = 0; i < limit; i++) expect((await postPage(limited, paths.partner(GOWDA), fields, address)).status).toBe(200);
    expect((await postPage(limited, paths.partner(GOWDA), fields, address)).status).toBe(429);
    // Reading the page is not a write.
    expect((await fetch(`${limited.origin}${paths.partner(GOWDA)}`, { headers: address })).status).toBe(200);
  });

  it('the partner signup page’s form is limited like POST /api/become-a-partner', async () => {
    const limit = scaled(partnerLeadLimits.signups.address.limit);
    const address = { 'x-forwarded-for': '203.0.113.44' };
    const fields = {
      plan: 'basic',
      name: 'Rahul Ghosh',
      business_name: 'Ghosh Electricals',
      business_location: 'Gariahat, Kolkata',
      email: 'rahul@example.com',
      phone: '9830012345',
      pincode: '700019',
    };
    for (let i = 0; i < limit; i++) expect((await postPage(limited, paths.becomePartner(), fields, address)).status).toBe(200);
    expect((await postPage(limited, paths.becomePartner(), fields, address)).status).toBe(429);
    expect((await fetch(`${limited.origin}${paths.becomePartner()}`, { headers: address })).status).toBe(200);
  });
});
