import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/paths';
import { mailTo, newMails, postApi } from '../support/mail';
import { startServer, type TestServer } from '../support/server';

/**
 * Grievances as the public meets them (CONTRACT.md "Operators, grievances and takedowns"): POST /api/grievances
 * answers a ticket and mails the acknowledgement at once; /grievance/{ticket} shows the grievance only to whoever
 * holds the ticket and its email (or the mail's link), and says nothing of which tickets exist otherwise.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const grievance = (email: string) => ({
  name: 'Meera Iyer',
  email,
  mobile: '+91 98300 12345',
  about: 'review',
  text: 'A review on my salon names my home address. Please remove it.',
  url: 'http://localhost/details/some-salon',
});

const page = (pathname: string, init: RequestInit = {}) => fetch(`${server.origin}${pathname}`, { redirect: 'manual', ...init });
const postPage = (pathname: string, fields: Record<string, string>) =>
  page(pathname, { method: 'POST', headers: { origin: server.origin, accept: 'text/html' }, body: new URLSearchParams(fields) });

describe('filing a grievance', () => {
  it('answers a ticket, mails the acknowledgement with the ticket, its clocks and a link that opens it, and copies the officer', async () => {
    const email = `meera-${Date.now()}@example.com`;
    let ticket = '';
    const mails = await newMails(
      server,
      async () => {
        const answer = await postApi(server, '/grievances', grievance(email));
        expect(answer.status).toBe(201);
        const body = (await answer.json()) as { status: number; ticket: string; msg: string };
        expect(body.status).toBe(1);
        expect(body.ticket).toMatch(/^SEVA-G-[0-9A-Z]{8}$/);
        expect(body.msg).toContain(body.ticket);
        ticket = body.ticket;
      },
      { until: (all) => all.some((mail) => mail.headers.to === email) && all.some((mail) => mail.headers.to === 'grievance@seva.in') },
    );
    const acknowledgement = mails.find((mail) => mail.headers.to === email)!;
    expect(acknowledgement.headers.subject).toBe(`We received your grievance ${ticket}`);
    expect(acknowledgement.text).toContain('We will acknowledge it by');
    expect(acknowledgement.text).toContain('Grievance Officer: Priya Raman');
    // Every mail names the Data Protection contact (DATA_PROTECTION_EMAIL), in its text and its HTML.
    expect(acknowledgement.text).toContain('Write to our Data Protection contact: privacy@seva.in');
    expect(acknowledgement.html).toContain('Write to our Data Protection contact: privacy@seva.in');
    const link = /Follow it here: (\S+)/.exec(acknowledgement.text)?.[1];
    expect(link).toContain(`/grievance/${ticket}?key=`);
    const officer = mails.find((mail) => mail.headers.to === 'grievance@seva.in')!;
    expect(officer.headers['reply-to']).toBe(email);
    expect(officer.text).toContain('A review on my salon names my home address');

    // The mail's link opens it; the same link with another key does not.
    const opened = await page(new URL(link!).pathname + new URL(link!).search);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    const html = await opened.text();
    expect(html).toContain('data-state="received"');
    expect(html).toContain('A review on my salon names my home address');
    const forged = await (await page(`${paths.grievance(ticket)}?key=${'x'.repeat(24)}`)).text();
    expect(forged).not.toContain('A review on my salon');
    expect(forged).toContain('This link does not open the grievance');

    // Its email opens it (any case); another email gets what a ticket that does not exist gets.
    const byEmail = await postPage(paths.grievance(ticket), { email: email.toUpperCase() });
    expect(byEmail.status).toBe(200);
    expect(await byEmail.text()).toContain('A review on my salon names my home address');
    const wrong = await postPage(paths.grievance(ticket), { email: 'someone-else@example.com' });
    const missing = await postPage(paths.grievance('SEVA-G-22222222'), { email });
    expect(wrong.status).toBe(404);
    expect(missing.status).toBe(404);
    const [wrongText, missingText] = await Promise.all([wrong.text(), missing.text()]);
    expect(wrongText).not.toContain('A review on my salon');
    for (const text of [wrongText, missingText]) expect(text).toContain('We found no grievance with this ticket and email');

    // Without a proof the page asks for the email, whether or not the ticket exists.
    for (const path of [paths.grievance(ticket), paths.grievance('SEVA-G-33333333')]) {
      const asked = await page(path);
      expect(asked.status).toBe(200);
      const text = await asked.text();
      expect(text).toContain('enter the email you filed it with');
      expect(text).not.toContain('A review on my salon');
    }
  });

  it('refuses bad input field by field, and files once for one Idempotency-Key', async () => {
    const refused = await postApi(server, '/grievances', { name: '', email: 'nope', about: 'weather', text: 'short', url: 'javascript:alert(1)' });
    expect(refused.status).toBe(422);
    const { errors } = (await refused.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(['about', 'email', 'name', 'text', 'url']);

    const email = `once-${Date.now()}@example.com`;
    const key = `grievance-${Date.now()}`;
    const mails = await newMails(
      server,
      async () => {
        const first = await postApi(server, '/grievances', grievance(email), 'json', { 'idempotency-key': key });
        const again = await postApi(server, '/grievances', grievance(email), 'json', { 'idempotency-key': key });
        expect(again.headers.get('idempotent-replayed')).toBe('true');
        expect(((await again.json()) as { ticket: string }).ticket).toBe(((await first.json()) as { ticket: string }).ticket);
      },
      mailTo(email),
    );
    expect(mails.filter((mail) => mail.headers.to === email)).toHaveLength(1);
  });

  it('works as a plain form on /grievance, and shows the ticket', async () => {
    const email = `plain-${Date.now()}@example.com`;
    const mails = await newMails(
      server,
      async () => {
        const answer = await postPage(paths.grievanceForm(), { ...grievance(email), about: 'booking', mobile: '' });
        expect(answer.status).toBe(200);
        expect(await answer.text()).toMatch(/Your ticket is SEVA-G-[0-9A-Z]{8}/);
      },
      mailTo(email),
    );
    expect(mails.find((mail) => mail.headers.to === email)?.text).toContain('A booking or enquiry');
    const refused = await postPage(paths.grievanceForm(), { ...grievance(email), text: '' });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Please tell us what happened');
  });

  it('names the officer and the timelines on /grievance-officer', async () => {
    const html = await (await page(paths.grievanceOfficer())).text();
    for (const words of [
      'Priya Raman',
      'grievance@seva.in',
      '48 hours',
      '30 days',
      '24 hours',
      '15 days',
      '3 hours',
      'Grievance Appellate Committee',
      'Data Protection contact',
      'mailto:privacy@seva.in',
    ]) {
      expect(html).toContain(words);
    }
  });

  it('is where the privacy policy sends a person with a question about their data, and a deployment names its own contact', async () => {
    const policy = await (await page(paths.privacy())).text();
    expect(policy).toContain(`href="${paths.grievanceOfficer()}#data-protection"`);
    const configured = await startServer({ env: { DATA_PROTECTION_EMAIL: 'dpo@example.in' } });
    try {
      const html = await (await fetch(`${configured.origin}${paths.grievanceOfficer()}`)).text();
      expect(html).toContain('mailto:dpo@example.in');
      expect(html).not.toContain('privacy@seva.in');
    } finally {
      await configured.stop();
    }
  });
});

describe('the two explanation pages', () => {
  it('are prerendered with their title, description and canonical URL, listed in the sitemap, and linked where they belong', async () => {
    for (const [path, title, words] of [
      [
        paths.ranking(),
        'How results are ranked',
        ['(5 × 3.5 + the sum of its ratings) ÷ (5 + the number of its ratings)', '3.75', '4.48', 'No one pays for position'],
      ],
      [paths.reviewPolicy(), 'Review policy', ['IS 19000:2022', 'right of reply', 'Verified customer', 'To delete it']],
    ] as const) {
      const html = await (await page(path)).text();
      expect(html).toContain(`<title>${title} | Seva</title>`);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toContain(`<link rel="canonical" href="${new URL(path, 'http://localhost:4321').href}"`);
      for (const text of words) expect(html).toContain(text);
    }
    const sitemap = await (await page('/sitemap-static-0.xml')).text();
    for (const path of [paths.ranking(), paths.reviewPolicy()]) expect(sitemap).toContain(`${path}</loc>`);
    const listing = await (await page(paths.listing('plumbing'))).text();
    expect(listing).toContain(`href="${paths.ranking()}"`);
    const footer = await (await page(paths.home())).text();
    for (const path of [paths.ranking(), paths.reviewPolicy(), paths.grievanceOfficer()]) expect(footer).toContain(`href="${path}"`);
  });
});
