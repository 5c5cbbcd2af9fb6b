import { rmSync } from 'node:fs';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/lib/server/db/client';
import { contactMessages, outbox, partnerLeads } from '../../src/lib/server/db/schema';
import { apiPaths } from '../../src/paths';
import { newMails, postApi } from '../support/mail';
import { freePort, startServer, type TestServer } from '../support/server';

/**
 * The /contact-us and /become-a-partner forms against a real server: what is accepted is stored and
 * mailed to the support address (an .eml file in DATA_DIR/outbox when SMTP_URL is unset), what is
 * not is answered 422 with `errors` per field and leaves nothing behind. The rows are read from the
 * server's own PGlite data folder once it has stopped.
 */

const SUPPORT = 'support@seva.in';
/** Marks this run's submissions, so the database checks find exactly ours. */
const run = `run${Date.now()}`;

/** Stops a server and reads its rows of this run from its PGlite data folder. */
async function storedRows(server: TestServer) {
  await server.stop();
  const handle = await openDatabase({ dataDir: path.join(server.dataDir, 'db') });
  try {
    const messages = await handle.db
      .select()
      .from(contactMessages)
      .where(like(contactMessages.email, `%${run}%`));
    const leads = await handle.db
      .select()
      .from(partnerLeads)
      .where(like(partnerLeads.email, `%${run}%`));
    const mails = await handle.db.select().from(outbox).orderBy(outbox.id);
    return { messages, leads, mails };
  } finally {
    await handle.close();
  }
}

const contact = (tag: string, extra: Record<string, string> = {}) => ({
  name: `Priya Das ${tag}`,
  email: `priya.${tag}.${run}@example.com`,
  message: `Hello, I booked a plumber (${tag}) and would like to change the time.`,
  ...extra,
});
const lead = (tag: string, extra: Record<string, string> = {}) => ({
  plan: 'premium',
  name: `Rahul Ghosh ${tag}`,
  business_name: `Ghosh Electricals ${tag}`,
  business_location: 'Gariahat, Kolkata',
  email: `rahul.${tag}.${run}@example.com`,
  phone: '+91 98300 12345',
  pincode: '700019',
  ...extra,
});

describe('contact and partner signup forms', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ keepData: true });
  });
  afterAll(async () => {
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('POST /api/contact-us stores a message and mails it to support, reply-to the sender, escaped in HTML', async () => {
    const input = contact('json', { name: 'Priya <b>Das</b> json', message: 'My geyser leaks <script>alert("x")</script> & the tap too.' });
    let response!: Response;
    const mails = await newMails(server, async () => {
      response = await postApi(server, apiPaths.contact(), input);
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ status: 1, msg: expect.stringContaining('Thank you') });
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.headers.to).toBe(SUPPORT);
    expect(mail!.headers['reply-to']).toBe(input.email);
    expect(mail!.headers.subject).toBe('Contact form: message from Priya <b>Das</b> json');
    expect(mail!.text).toContain('My geyser leaks <script>alert("x")</script> & the tap too.');
    expect(mail!.html).toContain('My geyser leaks &#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; the tap too.');
    expect(mail!.html).toContain('Priya &#60;b&#62;Das&#60;/b&#62; json');
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).not.toContain('<b>');
  });

  it('POST /api/contact-us accepts form-encoded and multipart bodies', async () => {
    const mails = await newMails(
      server,
      async () => {
        for (const encoding of ['form', 'multipart'] as const) {
          const response = await postApi(server, apiPaths.contact(), contact(encoding), encoding);
          expect(response.status, encoding).toBe(201);
          expect((await response.json()).status).toBe(1);
        }
      },
      { until: (added) => added.length >= 2 },
    );
    expect(mails).toHaveLength(2);
  });

  it('POST /api/become-a-partner stores the request with its plan and mails support', async () => {
    const input = lead('json');
    let response!: Response;
    const mails = await newMails(server, async () => {
      response = await postApi(server, apiPaths.becomePartner(), input);
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.status).toBe(1);
    expect(body.msg).toContain('Premium Plan');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers.to).toBe(SUPPORT);
    expect(mails[0]!.headers['reply-to']).toBe(input.email);
    expect(mails[0]!.headers.subject).toBe('Partner signup: Ghosh Electricals json (Premium Plan)');
    for (const value of ['Rahul Ghosh json', 'Gariahat, Kolkata', '700019', '+91 9830012345', input.email]) {
      expect(mails[0]!.html).toContain(value);
      expect(mails[0]!.text).toContain(value);
    }
  });

  it('POST /api/become-a-partner accepts form-encoded and multipart bodies', async () => {
    const mails = await newMails(
      server,
      async () => {
        for (const encoding of ['form', 'multipart'] as const) {
          const response = await postApi(server, apiPaths.becomePartner(), lead(encoding, { plan: 'basic' }), encoding);
          expect(response.status, encoding).toBe(201);
          expect((await response.json()).msg).toContain('Basic Plan');
        }
      },
      { until: (added) => added.length >= 2 },
    );
    expect(mails).toHaveLength(2);
  });

  it('answers bad input with 422, a message and errors per field, and mails nothing', async () => {
    const mails = await newMails(
      server,
      async () => {
        const empty = await postApi(server, apiPaths.contact(), {});
        expect(empty.status).toBe(422);
        const emptyBody = await empty.json();
        expect(emptyBody).toEqual({
          status: 0,
          message: 'Please enter your name',
          errors: { name: 'Please enter your name', email: 'Please enter your email address', message: 'Please enter your message' },
        });

        const badEmail = await postApi(server, apiPaths.contact(), contact('invalid', { email: `not-an-email-${run}` }), 'form');
        expect(badEmail.status).toBe(422);
        expect((await badEmail.json()).errors).toEqual({ email: 'Please enter a valid email address' });

        const badLead = await postApi(
          server,
          apiPaths.becomePartner(),
          lead('invalid', { plan: 'gold', phone: '12345', pincode: '0700', business_name: '  ' }),
          'multipart',
        );
        expect(badLead.status).toBe(422);
        const badLeadBody = await badLead.json();
        expect(badLeadBody.status).toBe(0);
        expect(badLeadBody.message).toEqual(expect.any(String));
        expect(badLeadBody.errors).toEqual({
          plan: 'Please choose a plan',
          business_name: 'Please enter your business name',
          phone: 'Please enter a valid 10-digit mobile number',
          pincode: 'Please enter a valid 6-digit pincode',
        });
      },
      2_000,
    );
    expect(mails).toEqual([]);
  });

  it('answers a malformed body with 400 JSON, never a 500', async () => {
    for (const route of [apiPaths.contact(), apiPaths.becomePartner()]) {
      for (const body of ['{"name": "Priya"', '[1, 2]', 'null']) {
        const response = await postApi(server, route, body);
        expect(response.status, `${route} ${body}`).toBe(400);
        expect(response.headers.get('content-type')).toContain('application/json');
        expect((await response.json()).message).toEqual(expect.any(String));
      }
    }
  });

  it('kept every accepted submission, markup as plain text, and nothing of the refused ones', async () => {
    const { messages, leads } = await storedRows(server);
    expect(messages.map((row) => row.name).sort()).toEqual(['Priya <b>Das</b> json', 'Priya Das form', 'Priya Das multipart']);
    const json = messages.find((row) => row.name.endsWith('json'))!;
    expect(json.message).toBe('My geyser leaks <script>alert("x")</script> & the tap too.');
    expect(json.partnerId).toBeNull();

    expect(leads.map((row) => [row.businessName, row.plan]).sort()).toEqual([
      ['Ghosh Electricals form', 'basic'],
      ['Ghosh Electricals json', 'premium'],
      ['Ghosh Electricals multipart', 'basic'],
    ]);
    for (const row of leads) {
      expect(row.phone).toBe('9830012345');
      expect(row.pincode).toBe('700019');
      expect(row.businessLocation).toBe('Gariahat, Kolkata');
    }
  });
});

describe('when the mail cannot be sent', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Nothing listens on this port: every SMTP connection is refused.
    server = await startServer({ keepData: true, env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` } });
  });
  afterAll(async () => {
    await server?.stop();
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('the submission is still stored, the sender still gets success, and the failure is logged', async () => {
    const contactResponse = await postApi(server, apiPaths.contact(), contact('smtp-down'));
    expect(contactResponse.status).toBe(201);
    expect((await contactResponse.json()).status).toBe(1);
    const leadResponse = await postApi(server, apiPaths.becomePartner(), lead('smtp-down'));
    expect(leadResponse.status).toBe(201);

    // The mails wait in the outbox (src/lib/server/outbox/): its worker's first tries fail, logged, to be retried.
    for (let i = 0; i < 200 && (server.output().match(/outbox: message failed, retrying/g) ?? []).length < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(server.output().match(/outbox: message failed, retrying/g)).toHaveLength(2);
    const { messages, leads, mails } = await storedRows(server);
    expect(messages.map((row) => row.name)).toEqual(['Priya Das smtp-down']);
    expect(leads.map((row) => row.name)).toEqual(['Rahul Ghosh smtp-down']);
    expect(mails.map((row) => [row.event, row.status, row.attempts])).toEqual([
      ['contact_message', 'retrying', 1],
      ['partner_lead', 'retrying', 1],
    ]);
    for (const row of mails) expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect(server.output()).not.toContain(`priya.smtp-down.${run}@example.com`);
  });
});
