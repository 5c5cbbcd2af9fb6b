import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { demoOwnerEmail } from '../../src/features/demo/demo-owners.server';
import { countText, formatRupees } from '../../src/lib/format';
import { type Locale, m } from '../../src/lib/i18n';
import { users } from '../../src/lib/server/db/schema';
import { GRAPH_API_VERSION } from '../../src/lib/server/outbox/whatsapp-cloud';
import { inLocale } from '../../src/lib/server/request-locale';
import { apiPaths } from '../../src/paths';
import { journeyEngines } from '../support/databases';
import { type Mail, mailTo, newMails } from '../support/mail';
import { type StandIn, startGraphApiStandIn } from '../support/message-providers';
import { smsTo } from '../support/sms-outbox';
import { call } from './support/client';
import { startWorkspaceServer, type WorkspaceServer } from './support/workspace';

/**
 * CONTRACT.md "Languages": mails and messages go in the language the person chose (users.locale), decided in
 * one place (src/lib/server/recipient-locale.ts). A real server on a fresh demo database, its WhatsApp on a
 * stand-in for Meta's Graph API that checks the documented request shape; mails are its .eml files.
 */

const TOKEN = 'EAAGm0PX4ZCpsBA-language-test-token';
const PHONE_NUMBER_ID = '106540352242922';
const demo = buildDemoCatalogue();
const partnerOf = (service: { partnerId: number }) => demo.partners.find((partner) => partner.id === service.partnerId)!;
/** Two listings of different businesses: the first one's owner reads Bengali, the second one's English. */
const [bengaliListing, englishListing] = demo.services.filter((service, i, all) => all.findIndex((s) => s.partnerId === service.partnerId) === i);
const bengaliOwner = demoOwnerEmail(partnerOf(bengaliListing!));
const englishOwner = demoOwnerEmail(partnerOf(englishListing!));
const HINDI_READER = 'padhti.hindi@example.com';
/** An account that never chose a language. */
const NEVER_CHOSE = 'kabhi.nahi@example.com';
/** A third business, whose owner reads Hindi: its listing's phone (a mobile) and email are confirmed by code. */
const mobileOf = (contactNo: string) => contactNo.replace(/\D/g, '').slice(-10);
const hindiOwnedListing = demo.services.find(
  (service) =>
    ![bengaliListing!.partnerId, englishListing!.partnerId].includes(service.partnerId) && /^[6-9]\d{9}$/.test(mobileOf(service.contactNo)),
)!;
const hindiOwner = demoOwnerEmail(partnerOf(hindiOwnedListing));
const parents = new Set(demo.categories.map((row) => row.parentId));
/** A leaf of the catalogue: a joining business's first listing. */
const leaf = demo.categories.find((row) => row.parentId !== null && !parents.has(row.id))!;

/** A message of the catalogue in `locale`, its numbers and dates too. */
const inWords = <T>(locale: Locale, words: () => T): T => inLocale(locale, words);
/** The Data Protection footer's words before the address, in `locale`. */
const footerOf = (locale: Locale) => inWords(locale, () => m['mail.footer.dataProtection']({ email: '\u0000' })).split('\u0000')[0]!;
/** A catalogue key where words should be ('mail.enquiry.subject'): what a missing translation would show. */
const MISSING_KEY = /(?:^|[\s"'(])(?:mail|message|notification|sms|push|grievance)\.[a-zA-Z]+\.[a-zA-Z]+/;

const digitsOf = (contactNo: string) => `91${contactNo.replace(/\D/g, '').slice(-10)}`;

describe.each(journeyEngines)('mails and messages in the language the recipient chose, on %s', (engine) => {
  let graph: StandIn;
  let workspace: WorkspaceServer;

  beforeAll(async () => {
    graph = await startGraphApiStandIn({ version: GRAPH_API_VERSION, phoneNumberId: PHONE_NUMBER_ID, token: TOKEN });
    workspace = await startWorkspaceServer(
      engine,
      async (handle) => {
        await handle.db.insert(users).values({ email: HINDI_READER, canonicalEmail: HINDI_READER, refCode: 'hindireader1', locale: 'hi' });
        await handle.db.insert(users).values({ email: NEVER_CHOSE, canonicalEmail: NEVER_CHOSE, refCode: 'kabhinahi01' });
        await handle.db.update(users).set({ locale: 'bn' }).where(eq(users.email, bengaliOwner));
        await handle.db.update(users).set({ locale: 'hi' }).where(eq(users.email, hindiOwner));
      },
      {
        WHATSAPP_TOKEN: TOKEN,
        WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
        WHATSAPP_API_BASE: graph.origin,
        WHATSAPP_APP_SECRET: 'language-test-app-secret',
        WHATSAPP_VERIFY_TOKEN: 'language-test-verify-token',
      },
    );
  }, 240_000);
  afterAll(async () => {
    await workspace?.stop();
    await graph?.close();
  });

  /** A sign-in call as a page's island makes it: in the page's language (src/lib/api.ts), when one is given. */
  const authCall = (path: string, body: object, query = '', language?: string) =>
    fetch(`${workspace.server.origin}/api${path}${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(language ? { 'accept-language': language } : {}) },
      body: JSON.stringify(body),
    });
  const askCode = (email: string, query = '', language?: string) => authCall(apiPaths.generateOtp(), { email }, query, language);
  const codeMail = async (email: string, query = '', language?: string) => {
    const mails = await newMails(
      workspace.server,
      async () => {
        expect((await askCode(email, query, language)).status).toBe(200);
      },
      mailTo(email),
    );
    const mail = mails.find((each) => each.headers.to === email);
    expect(mail).toBeDefined();
    return mail!;
  };
  const expectNoMissingKey = (mail: Mail) => {
    expect(mail.headers.subject).not.toMatch(MISSING_KEY);
    expect(mail.text).not.toMatch(MISSING_KEY);
    expect(mail.html).not.toMatch(MISSING_KEY);
  };
  /** The Graph API requests for `contactNo` the stand-in has had, waiting up to 20 s for the first. */
  const whatsAppTo = async (contactNo: string) => {
    const to = digitsOf(contactNo);
    const deadline = Date.now() + 20_000;
    const found = () => graph.requests.filter((request) => request.body?.to === to);
    while (found().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    return found();
  };

  it('the sign-in code goes in the account’s language, to a new address in the asking page’s, else in English', async () => {
    // An account whose person chose Hindi, asking from an English request: Hindi (and the sign-in goes on with it).
    const signingIn = await newMails(
      workspace.server,
      async () => {
        await workspace.signIn(HINDI_READER);
      },
      mailTo(HINDI_READER),
    );
    const hindi = signingIn.find((mail) => mail.headers.to === HINDI_READER)!;
    expect(hindi).toBeDefined();
    expect(hindi.headers.subject).toBe(inWords('hi', () => m['mail.signInCode.subject']()));
    expect(hindi.headers['content-language']).toBe('hi-IN');
    expect(hindi.text).toContain(inWords('hi', () => m['mail.signInCode.intro']()));
    expect(hindi.text).toContain(footerOf('hi'));
    expect(hindi.text).not.toContain(footerOf('en'));
    expect(hindi.html).toContain(inWords('hi', () => m['mail.signInCode.notAsked']()));
    expectNoMissingKey(hindi);

    // No account yet, asked from a Bengali page (the login form names its page's language): Bengali, its digits too.
    const bengali = await codeMail('notun.thikana@example.com', '?lang=bn');
    expect(bengali.headers.subject).toBe(inWords('bn', () => m['mail.signInCode.subject']()));
    expect(bengali.headers['content-language']).toBe('bn-IN');
    expect(bengali.text).toContain('১০');
    expect(bengali.text).toContain(footerOf('bn'));
    expectNoMissingKey(bengali);

    // No account, no language: English.
    const english = await codeMail('new.address@example.com');
    expect(english.headers.subject).toBe(m['mail.signInCode.subject']({}, { locale: 'en' }));
    expect(english.headers['content-language']).toBe('en-IN');
    expect(english.text).toContain(footerOf('en'));
    expectNoMissingKey(english);
  });

  it('an enquiry: the Hindi customer is told in Hindi, the Bengali owner hears in Bengali (mail and WhatsApp), the English owner in English', async () => {
    const customer = await workspace.signIn(HINDI_READER);
    const mobile = '9830098310';
    const bengaliMails = await newMails(
      workspace.server,
      async () => {
        const answer = await call(workspace.server, 'POST', apiPaths.enquiry(), {
          token: customer,
          json: { name: 'Sunita Verma', mobile, service_id: bengaliListing!.id },
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      },
      mailTo(bengaliOwner),
    );

    // The customer's confirmation (their notification), in Hindi.
    const notes = await call(workspace.server, 'GET', apiPaths.notifications(), { token: customer });
    expect(notes.status).toBe(200);
    // (Up to the number, whose form is the phone formatter's.)
    const told = inWords('hi', () => m['notification.enquiry.sent']({ business: bengaliListing!.serviceName, mobile: '\u0000' })).split('\u0000')[0]!;
    expect(JSON.stringify(notes.body)).toContain(told);
    expect(JSON.stringify(notes.body)).not.toContain('Your enquiry to');

    // The Bengali owner's mail: its subject, fields, price and footer in Bengali.
    const mail = bengaliMails.find((each) => each.headers.to === bengaliOwner);
    expect(mail).toBeDefined();
    expect(mail!.headers.subject).toBe(
      inWords('bn', () => m['mail.enquiry.subject']({ name: 'Sunita Verma', business: bengaliListing!.serviceName })),
    );
    expect(mail!.headers['content-language']).toBe('bn-IN');
    expect(mail!.text).toContain(
      `${inWords('bn', () => m['mail.field.listedPrice']())}: ${inWords('bn', () => formatRupees(bengaliListing!.price))}`,
    );
    expect(mail!.text).toContain(footerOf('bn'));
    expect(mail!.text).not.toContain(m['mail.field.listedPrice']({}, { locale: 'en' }));
    expectNoMissingKey(mail!);

    // Its WhatsApp alert: the approved template in Bengali, the request as Meta documents it.
    const bengaliAlerts = await whatsAppTo(bengaliListing!.contactNo);
    expect(graph.faults).toEqual([]);
    expect(bengaliAlerts).toHaveLength(1);
    expect(bengaliAlerts[0]!.body.template).toMatchObject({ name: 'lead_alert', language: { code: 'bn' } });

    // An English owner, the same day: English, whatever the customer reads.
    const englishMails = await newMails(
      workspace.server,
      async () => {
        const answer = await call(workspace.server, 'POST', apiPaths.enquiry(), {
          token: customer,
          json: { name: 'Sunita Verma', mobile, service_id: englishListing!.id },
        });
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      },
      mailTo(englishOwner),
    );
    const english = englishMails.find((each) => each.headers.to === englishOwner);
    expect(english).toBeDefined();
    expect(english!.headers.subject).toBe(
      m['mail.enquiry.subject']({ name: 'Sunita Verma', business: englishListing!.serviceName }, { locale: 'en' }),
    );
    expect(english!.headers['content-language']).toBe('en-IN');
    expect(english!.text).toContain(
      `${m['mail.field.listedPrice']({}, { locale: 'en' })}: ${inWords('en', () => formatRupees(englishListing!.price))}`,
    );
    expect(english!.text).toContain(footerOf('en'));
    expectNoMissingKey(english!);
    const englishAlerts = await whatsAppTo(englishListing!.contactNo);
    expect(graph.faults).toEqual([]);
    expect(englishAlerts).toHaveLength(1);
    expect(englishAlerts[0]!.body.template).toMatchObject({ name: 'lead_alert', language: { code: 'en' } });
  });
  it('a new address signing in from a Hindi page: its code and its welcome in Hindi; an account that never chose, asking from a Bengali page: Bengali', async () => {
    const email = 'naya.hindi@example.com';
    // The login page's island sends the page's language (src/lib/api.ts), with the code request and the sign-in.
    const mail = await codeMail(email, '', 'hi-IN');
    expect(mail.headers.subject).toBe(inWords('hi', () => m['mail.signInCode.subject']()));
    expect(mail.headers['content-language']).toBe('hi-IN');
    const code = /(\d{6})/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    const signedIn = await authCall(apiPaths.verifyOtp(), { email, otp: code }, '', 'hi-IN');
    expect(signedIn.status).toBe(200);
    const { token } = (await signedIn.json()) as { token: string };
    const notes = await call(workspace.server, 'GET', apiPaths.notifications(), { token });
    expect(notes.status).toBe(200);
    const messages = (notes.body.data as { message: string }[]).map((note) => note.message);
    expect(messages).toContain(inWords('hi', () => m['notification.welcome']()));
    expect(messages).not.toContain(m['notification.welcome']({}, { locale: 'en' }));

    // An account that never chose: the page's language when it asks (it chose none to go by).
    const bengali = await codeMail(NEVER_CHOSE, '', 'bn-IN');
    expect(bengali.headers.subject).toBe(inWords('bn', () => m['mail.signInCode.subject']()));
    expect(bengali.headers['content-language']).toBe('bn-IN');
    expectNoMissingKey(bengali);
  });

  it("a listing's phone code and email code go in the owner's language, whatever the workspace's", async () => {
    const token = await workspace.signIn(hindiOwner);
    const to = `+91${mobileOf(hindiOwnedListing.contactNo)}`;
    // The workspace asks in English (it has one language); the owner chose Hindi.
    const sent = await call(workspace.server, 'POST', apiPaths.businessListingPhoneCode(hindiOwnedListing.id), { token });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    // The workspace's own answer stays English.
    expect(sent.body.msg).toContain(m['listingEditor.phoneCode.sent']({ phone: '\u0000' }, { locale: 'en' }).split('\u0000')[0]!);
    let sms = smsTo(workspace.server.dataDir, to).find((file) => file.event === 'listing-phone-code');
    for (let i = 0; !sms && i < 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      sms = smsTo(workspace.server.dataDir, to).find((file) => file.event === 'listing-phone-code');
    }
    expect(sms).toBeDefined();
    const code = /\b(\d{6})\b/.exec(sms!.text)![1]!;
    expect(sms!.text).toBe(inWords('hi', () => m['sms.listingPhoneCode.text']({ code, minutes: countText(15) })));

    const newEmail = 'naya.pata@example.com';
    const mails = await newMails(
      workspace.server,
      async () => {
        const saved = await call(workspace.server, 'POST', apiPaths.businessListing(hindiOwnedListing.id), { token, json: { email: newEmail } });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      },
      mailTo(newEmail),
    );
    const mail = mails.find((each) => each.headers.to === newEmail);
    expect(mail).toBeDefined();
    const business = partnerOf(hindiOwnedListing).businessName;
    expect(mail!.headers.subject).toBe(inWords('hi', () => m['mail.listingEmailCode.subject']({ business })));
    expect(mail!.headers['content-language']).toBe('hi-IN');
    expect(mail!.text).toContain(inWords('hi', () => m['mail.listingEmailCode.whyText']({ business })));
    expectNoMissingKey(mail!);
  });

  it('support hears in the language of the page a contact message or a partner sign-up was sent from; a new business its phone code too', async () => {
    const supportMail = async (send: () => Promise<Response>, marker: string) => {
      const mails = await newMails(
        workspace.server,
        async () => {
          const answer = await send();
          expect(answer.status, await answer.clone().text()).toBeLessThan(300);
        },
        { until: (added) => added.some((mail) => mail.headers.subject?.includes(marker)) },
      );
      const mail = mails.find((each) => each.headers.subject?.includes(marker));
      expect(mail).toBeDefined();
      expectNoMissingKey(mail!);
      return mail!;
    };
    const post = (path: string, body: object, language: string, token?: string) =>
      fetch(`${workspace.server.origin}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });

    const contact = await supportMail(
      () => post(apiPaths.contact(), { name: 'Meera Sharma', email: 'meera@example.com', message: 'मेरी पूछताछ का जवाब नहीं आया।' }, 'hi-IN'),
      'Meera Sharma',
    );
    expect(contact.headers.subject).toBe(inWords('hi', () => m['mail.contact.subject']({ name: 'Meera Sharma' })));
    expect(contact.headers['content-language']).toBe('hi-IN');
    expect(contact.text).toContain(`${inWords('hi', () => m['mail.field.message']())}:`);

    const lead = (business: string, phone: string) => ({
      plan: 'basic',
      name: 'Rahul Ghosh',
      business_name: business,
      business_location: 'Gariahat, Kolkata',
      email: 'dokan@example.com',
      phone,
      pincode: '700019',
      category_id: leaf.id,
    });
    const signedOut = await supportMail(
      () => post(apiPaths.becomePartner(), lead('Ghosh Bengali Electricals', '9830054321'), 'bn-IN'),
      'Ghosh Bengali Electricals',
    );
    expect(signedOut.headers['content-language']).toBe('bn-IN');
    expect(signedOut.headers.subject).toContain(
      inWords('bn', () => m['mail.partnerLead.subject']({ business: '\u0000', plan: '' })).split('\u0000')[0]!,
    );
    expect(signedOut.text).toContain(`${inWords('bn', () => m['mail.field.businessName']())}: Ghosh Bengali Electricals`);

    // Signed in, from a Hindi page, by a person who never chose: the draft business's phone code in Hindi too.
    const token = await workspace.signIn('dukan.naya@example.com');
    const joined = await supportMail(
      () => post(apiPaths.becomePartner(), lead('Sharma Hindi Electricals', '9830054322'), 'hi-IN', token),
      'Sharma Hindi Electricals',
    );
    expect(joined.headers['content-language']).toBe('hi-IN');
    let sms = smsTo(workspace.server.dataDir, '+919830054322').find((file) => file.event === 'listing-phone-code');
    for (let i = 0; !sms && i < 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      sms = smsTo(workspace.server.dataDir, '+919830054322').find((file) => file.event === 'listing-phone-code');
    }
    expect(sms).toBeDefined();
    const code = /\b(\d{6})\b/.exec(sms!.text)![1]!;
    expect(sms!.text).toBe(inWords('hi', () => m['sms.listingPhoneCode.text']({ code, minutes: countText(15) })));
  });
});
