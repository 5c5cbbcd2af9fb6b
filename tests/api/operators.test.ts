import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { demoOwnerEmail } from '../../src/features/demo/demo-owners.server';
import { apiPaths, paths } from '../../src/paths';
import { discoverApiRoutes, fillPattern } from '../support/api-routes';
import { journeyEngines } from '../support/databases';
import { type DemoServer, startDemoServer } from '../support/demo-server';
import { signInOncePerEmail } from '../support/outbox';
import { advanceClock, type TestServer } from '../support/server';
import { call } from './support/client';

/**
 * Operators against a real server on every engine (CONTRACT.md "Operators, grievances and takedowns"): the
 * first one from OPERATOR_EMAILS (an email with no account yet), every /api/operator/* call refused to a
 * signed-out visitor, a customer and a business's member, the console (/operator) the same, its queues with
 * their clocks, and each operator action with its row in the audit log.
 */

const run = `run${Date.now()}`;
const operatorEmail = `ops.${run}@example.com`;
const customerEmail = `customer.${run}@example.com`;
const deputyEmail = `deputy.${run}@example.com`;
const demo = buildDemoCatalogue();
const memberEmail = demoOwnerEmail(demo.partners[0]!);
const claimedPartner = demo.partners[1]!;

/** Every operator endpoint, found by walking src/pages/api/operator (a new one is covered without a list). */
const operatorRoutes = discoverApiRoutes().filter((route) => route.pattern.startsWith('/api/operator/'));
const operatorCalls = operatorRoutes.flatMap((route) =>
  route.methods.map((method) => ({ method, path: fillPattern(route, []).slice('/api'.length) })),
);

describe.each(journeyEngines)('operators on %s', (engine) => {
  let demoServer: DemoServer;
  let server: TestServer;
  const signIn = signInOncePerEmail(() => server);
  const page = (pathname: string, token?: string, init: RequestInit = {}) =>
    fetch(`${server.origin}${pathname}`, {
      redirect: 'manual',
      ...init,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.headers as Record<string, string>) },
    });
  const audit = async () => (await call(server, 'GET', apiPaths.operatorAudit(100), { token: await signIn(operatorEmail) })).body.data as AuditRow[];

  beforeAll(async () => {
    demoServer = await startDemoServer(engine, 'seva-operators-', undefined, { OPERATOR_EMAILS: ` ${operatorEmail.toUpperCase()} ` });
    server = demoServer.server;
  }, 240_000);
  afterAll(() => demoServer?.dispose());

  it('walks the operator endpoints (the claims, the operators, the audit log)', () => {
    expect(operatorCalls).toEqual(
      expect.arrayContaining([
        { method: 'GET', path: apiPaths.operatorClaims() },
        { method: 'POST', path: apiPaths.operatorOperators() },
        { method: 'GET', path: apiPaths.operatorAudit() },
      ]),
    );
  });

  it('refuses every /api/operator/* call to a signed-out visitor (401), a customer and a business member (404)', async () => {
    const customer = await signIn(customerEmail);
    const member = await signIn(memberEmail);
    expect((await call(server, 'GET', apiPaths.businessPartners(), { token: member })).body.data).not.toEqual([]);
    for (const { method, path } of operatorCalls) {
      const json = method === 'GET' ? undefined : { email: customerEmail, reason: 'not allowed', answer: 'not allowed' };
      const anonymous = await call(server, method, path, { json });
      expect(anonymous.status, `${method} ${path} signed out`).toBe(401);
      expect(anonymous.body).toMatchObject({ status: 0, message: expect.any(String) });
      for (const [who, token] of [
        ['customer', customer],
        ['member', member],
      ] as const) {
        const refused = await call(server, method, path, { token, json });
        expect(refused.status, `${method} ${path} as a ${who}`).toBe(404);
        expect(JSON.stringify(refused.body), `${method} ${path} as a ${who}`).not.toContain(customerEmail);
      }
    }
  });

  it('makes the email of OPERATOR_EMAILS an operator at start, its account made for it, the grant audited', async () => {
    const operator = await signIn(operatorEmail);
    const operators = await call(server, 'GET', apiPaths.operatorOperators(), { token: operator });
    expect(operators.status).toBe(200);
    expect(operators.body.data).toEqual([{ user_id: expect.any(Number), account: operatorEmail, since: expect.any(String), granted_by: null }]);
    expect(await audit()).toContainEqual(
      expect.objectContaining({
        operator: null,
        action: 'operator.operators.grant',
        subject_kind: 'user',
        subject_id: String(operators.body.data[0].user_id),
        reason: 'OPERATOR_EMAILS',
      }),
    );
  });

  it('the console: signed-out visitors sign in first, anyone but an operator gets a 404', async () => {
    const anonymous = await page(paths.operator());
    expect([302, 303]).toContain(anonymous.status);
    expect(anonymous.headers.get('location')).toBe(paths.login(paths.operator()));
    for (const email of [customerEmail, memberEmail]) {
      const refused = await page(paths.operator(), await signIn(email));
      expect(refused.status, email).toBe(404);
      expect(await refused.text(), email).not.toContain('Operator console');
    }
    const console = await page(paths.operator(), await signIn(operatorEmail));
    expect(console.status).toBe(200);
    expect(console.headers.get('cache-control')).toContain('no-store');
    const html = await console.text();
    expect(html).toContain('Operator console');
    expect(html).toContain('Claims · 0');
    expect(html).toContain('Nothing waiting');
  });

  it('a claim waits in the claims queue with its clock, and is flagged once past its 48 hours', async () => {
    const customer = await signIn(customerEmail);
    const claimed = await call(server, 'POST', apiPaths.businessClaim(claimedPartner.id), {
      token: customer,
      json: { phone: '9830012345', note: `note ${run}` },
    });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(201);
    const operator = await signIn(operatorEmail);
    const queue = await call(server, 'GET', apiPaths.operatorClaims(), { token: operator });
    expect(queue.status).toBe(200);
    const claim = queue.body.data.find((item: { note: string }) => item.note === `note ${run}`);
    expect(claim).toMatchObject({ partner_id: claimedPartner.id, claimant: customerEmail, phone: '9830012345' });
    expect(Date.parse(claim.due_at) - Date.parse(claim.created_at)).toBe(48 * 3_600_000);

    let html = await (await page(paths.operator(), operator)).text();
    expect(html).toContain('Claims · 1');
    expect(html).toContain(`note ${run}`);
    expect(html).toMatch(/Due in (1 day 23 h|2 days)/);
    expect(html).not.toContain('Overdue by');

    await advanceClock(server, 49 * 3_600_000);
    html = await (await page(paths.operator(), operator)).text();
    expect(html).toMatch(/Overdue by (59|60) min|Overdue by 1 h/);
    expect(html).toContain('1 overdue');
  });

  it('an operator makes another one (audited); the new one may act at once; a grant twice changes nothing', async () => {
    const operator = await signIn(operatorEmail);
    const deputy = await signIn(deputyEmail);
    expect((await call(server, 'GET', apiPaths.operatorClaims(), { token: deputy })).status).toBe(404);

    const noAccount = await call(server, 'POST', apiPaths.operatorOperators(), { token: operator, json: { email: `nobody.${run}@example.com` } });
    expect(noAccount.status).toBe(422);
    expect(noAccount.body.errors.email).toContain('sign in once');
    const invalid = await call(server, 'POST', apiPaths.operatorOperators(), { token: operator, json: { email: 'not an email' } });
    expect(invalid.status).toBe(422);

    const before = (await audit()).length;
    const granted = await call(server, 'POST', apiPaths.operatorOperators(), { token: operator, json: { email: deputyEmail.toUpperCase() } });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body.msg).toBe(`${deputyEmail} is now an operator.`);
    expect((await call(server, 'GET', apiPaths.operatorClaims(), { token: deputy })).status).toBe(200);
    const rows = await audit();
    expect(rows).toHaveLength(before + 1);
    const deputyId = (await call(server, 'GET', apiPaths.operatorOperators(), { token: operator })).body.data.find(
      (row: { account: string }) => row.account === deputyEmail,
    );
    expect(deputyId).toMatchObject({ granted_by: operatorEmail });
    expect(rows[0]).toMatchObject({
      operator: operatorEmail,
      action: 'operator.operators.grant',
      subject_kind: 'user',
      subject_id: String(deputyId.user_id),
    });

    const again = await call(server, 'POST', apiPaths.operatorOperators(), { token: operator, json: { email: deputyEmail } });
    expect(again.body.msg).toBe(`${deputyEmail} is already an operator.`);
    expect(await audit()).toHaveLength(before + 1);
  });

  it("the console's grant form works as a plain form: an error with what was typed, then the grant in the audit log", async () => {
    const operator = await signIn(operatorEmail);
    const form = (email: string) =>
      page(paths.operatorForm('grant'), operator, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.origin },
        body: new URLSearchParams({ email }).toString(),
      });
    const wrong = await form(`nobody.${run}@example.com`);
    expect(wrong.status).toBe(422);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain(`No one has signed in to Seva with nobody.${run}@example.com yet`);
    expect(wrongHtml).toContain(`value="nobody.${run}@example.com"`);

    await signIn(customerEmail);
    const done = await form(customerEmail);
    expect(done.status).toBe(200);
    const html = await done.text();
    expect(html).toContain(`${customerEmail} is now an operator.`);
    expect(html).toContain('Made an operator');
    expect((await audit())[0]).toMatchObject({ operator: operatorEmail, action: 'operator.operators.grant' });
    // The grant is the database's: the customer, an operator now, opens the console.
    expect((await page(paths.operator(), await signIn(customerEmail))).status).toBe(200);
  });

  it('the audit log is in the database, one row per action, written with it', async () => {
    const rows = await audit();
    expect(rows.filter((row) => row.action === 'operator.operators.grant')).toHaveLength(3);
    const limited = await call(server, 'GET', apiPaths.operatorAudit(1), { token: await signIn(operatorEmail) });
    expect(limited.body.data).toHaveLength(1);
    expect((await call(server, 'GET', `${apiPaths.operatorAudit()}?limit=1000`, { token: await signIn(operatorEmail) })).status).toBe(422);
  });
});

interface AuditRow {
  id: number;
  at: string;
  operator: string | null;
  action: string;
  subject_kind: string;
  subject_id: string;
  reason: string;
}
