import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { demoOwnerEmail } from '../../src/features/demo/demo-owners.server';
import { formatRupees } from '../../src/lib/format';
import { type Locale, m } from '../../src/lib/i18n';
import { users } from '../../src/lib/server/db/schema';
import { GRAPH_API_VERSION } from '../../src/lib/server/outbox/whatsapp-cloud';
import { inLocale } from '../../src/lib/server/request-locale';
import { apiPaths } from '../../src/paths';
import { engines } from '../support/databases';
import { type Mail, mailTo, newMails } from '../support/mail';
import { type StandIn, startGraphApiStandIn } from '../support/message-providers';
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

/** A message of the catalogue in `locale`, its numbers and dates too. */
const inWords = <T>(locale: Locale, words: () => T): T => inLocale(locale, words);
/** The Data Protection footer's words before the address, in `locale`. */
const footerOf = (locale: Locale) => inWords(locale, () => m['mail.footer.dataProtection']({ email: '\u0000' })).split('\u0000')[0]!;
/** A catalogue key where words should be ('mail.enquiry.subject'): what a missing translation would show. */
const MISSING_KEY = /(?:^|[\s"'(])(?:mail|message|notification|sms|push|grievance)\.[a-zA-Z]+\.[a-zA-Z]+/;

const digitsOf = (contactNo: string) => `91${contactNo.replace(/\D/g, '').slice(-10)}`;

describe.each(engines)('mails and messages in the language the recipient chose, on %s', (engine) => {
  let graph: StandIn;
  let workspace: WorkspaceServer;

  beforeAll(async () => {
    graph = await startGraphApiStandIn({ version: GRAPH_API_VERSION, phoneNumberId: PHONE_NUMBER_ID, token: TOKEN });
    workspace = await startWorkspaceServer(
      engine,
      async (handle) => {
        await handle.db.insert(users).values({ email: HINDI_READER, canonicalEmail: HINDI_READER, refCode: 'hindireader1', locale: 'hi' });
        await handle.db.update(users).set({ locale: 'bn' }).where(eq(users.email, bengaliOwner));
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

  const askCode = (email: string, query = '') =>
    fetch(`${workspace.server.origin}/api${apiPaths.generateOtp()}${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
  const codeMail = async (email: string, query = '') => {
    const mails = await newMails(
      workspace.server,
      async () => {
        expect((await askCode(email, query)).status).toBe(200);
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
});
