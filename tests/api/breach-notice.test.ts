import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { demoOwnerEmail } from '../../src/features/demo/demo-owners.server';
import { apiPaths } from '../../src/paths';
import { newMails } from '../support/mail';
import { signInThroughOutbox } from '../support/outbox';
import { startServer, type TestServer } from '../support/server';
import { call } from './support/client';

/**
 * Telling the people a data breach affects (docs/breach-runbook.md): only an operator may; each address gets one
 * mail with the four parts of the notice and the Data Protection contact; the action is in the audit log.
 */
const demo = buildDemoCatalogue();
const run = `run${Date.now()}`;
const operatorEmail = `ops.breach.${run}@example.com`;
const customerEmail = `affected.${run}@example.com`;
const strangerEmail = `no.account.${run}@example.com`;
const notice = {
  incident: `INC-${run}`,
  what_happened: 'On 27 November a wrongly shared export exposed enquiry details for two hours.',
  data_affected: 'Your name and mobile number from enquiries sent in November.',
  what_we_do: 'We removed the export, changed the access keys and told the Data Protection Board.',
  what_you_can_do: 'Be careful with calls asking for codes or payments in Seva’s name.',
};

describe('POST /api/operator/breach-notice', () => {
  let server: TestServer;
  let operator: string;
  let customer: string;
  let owner: string;
  beforeAll(async () => {
    server = await startServer({ env: { OPERATOR_EMAILS: operatorEmail } });
    operator = (await signInThroughOutbox(server.origin, server.dataDir, operatorEmail)).token;
    customer = (await signInThroughOutbox(server.origin, server.dataDir, customerEmail)).token;
    owner = (await signInThroughOutbox(server.origin, server.dataDir, demoOwnerEmail(demo.partners[0]!))).token;
  }, 240_000);
  afterAll(() => server?.stop());

  it('is refused to a visitor, a customer and a business owner', async () => {
    const body = { json: { ...notice, emails: [customerEmail] } };
    expect((await call(server, 'POST', apiPaths.operatorBreachNotice(), body)).status).toBe(401);
    for (const token of [customer, owner]) {
      const refused = await call(server, 'POST', apiPaths.operatorBreachNotice(), { ...body, token });
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBeTruthy();
    }
  });

  it('says what is wrong with a notice, field by field', async () => {
    const bad = await call(server, 'POST', apiPaths.operatorBreachNotice(), {
      token: operator,
      json: { ...notice, what_happened: 'Leak', emails: `${customerEmail}, not-an-address` },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.what_happened).toBe('Say what happened (10 to 2,000 characters).');
    expect(bad.body.errors.emails).toBe('“not-an-address” is not an email address.');
  });

  it('mails each affected person the notice with the Data Protection contact, and audits it', async () => {
    let answer!: Awaited<ReturnType<typeof call>>;
    const mails = await newMails(
      server,
      async () => {
        answer = await call(server, 'POST', apiPaths.operatorBreachNotice(), {
          token: operator,
          json: { ...notice, emails: `${customerEmail}\n${strangerEmail.toUpperCase()}\n${customerEmail}` },
        });
      },
      { until: (added) => added.filter((mail) => mail.headers.subject?.includes(notice.incident)).length >= 2 },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ status: 1, told: 2, msg: '2 people will be told.' });
    const told = mails.filter((mail) => mail.headers.subject === `Important: about your data on Seva (${notice.incident})`);
    expect(told.map((mail) => mail.headers.to).sort()).toEqual([customerEmail, strangerEmail].sort());
    for (const mail of told) {
      for (const part of Object.values(notice).slice(1)) expect(mail.text).toContain(part);
      expect(mail.text).toContain('Data Protection contact');
    }
    const audit = (await call(server, 'GET', apiPaths.operatorAudit(20), { token: operator })).body.data as { action: string; reason: string }[];
    expect(audit.find((row) => row.action === 'operator.breach.notify')?.reason).toBe(`${notice.incident}: 2 told`);
  });
});
