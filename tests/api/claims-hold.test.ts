import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOtp } from '../../src/features/auth/otp-crypto.server';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { demoOwnerEmail } from '../../src/features/demo/demo-owners.server';
import type { DatabaseHandle } from '../../src/lib/server/db/client';
import { partnerEmailChecks, partnerMembers, partners } from '../../src/lib/server/db/schema';
import { apiPaths, paths } from '../../src/paths';
import { journeyEngines } from '../support/databases';
import { type DemoServer, startDemoServer } from '../support/demo-server';
import { mailTo, newMails } from '../support/mail';
import { signInOncePerEmail } from '../support/outbox';
import type { TestServer } from '../support/server';
import { call } from './support/client';

/**
 * Claims that hold (the "Ownership is not durable"), against a real server on every engine. Each probe
 * made an owner of someone on the old code: a removed owner claiming the business back with the email on file,
 * and an address an owner typed in as the listing's email. Now, once a business has members, no email makes
 * an owner: the claim waits for an operator, the claimant sees its state at /business, and an operator's
 * decision is audited. A listing email an owner set counts only once the code mailed to it is entered.
 */

const run = `run${Date.now()}`;
const demo = buildDemoCatalogue();
const handedOver = demo.partners[3]!;
const retyped = demo.partners[4]!;
/** No members, and an email on file that an owner set but never confirmed (made before the server starts). */
const unconfirmed = demo.partners[5]!;
const oldOwnerEmail = demoOwnerEmail(handedOver);
const newOwnerEmail = `new-owner.${run}@example.com`;
const typedEmail = `typed.${run}@example.com`;
const unconfirmedEmail = `unconfirmed.${run}@example.com`;
const operatorEmail = `ops.${run}@example.com`;
const customerEmail = `customer.${run}@example.com`;

describe.each(journeyEngines)('claims that hold on %s', (engine) => {
  let demoServer: DemoServer;
  let server: TestServer;
  const signIn = signInOncePerEmail(() => server);
  const page = async (pathname: string, token: string) =>
    (await fetch(`${server.origin}${pathname}`, { redirect: 'manual', headers: { authorization: `Bearer ${token}` } })).text();
  const partnersOf = async (email: string) => (await call(server, 'GET', apiPaths.businessPartners(), { token: await signIn(email) })).body.data;
  const pendingClaimOf = async (claimant: string) =>
    (
      (await call(server, 'GET', apiPaths.operatorClaims(), { token: await signIn(operatorEmail) })).body.data as {
        claim_id: number;
        claimant: string;
        partner_id: number;
      }[]
    ).find((claim) => claim.claimant === claimant);

  async function prepare(handle: DatabaseHandle) {
    await handle.db.delete(partnerMembers).where(eq(partnerMembers.partnerId, unconfirmed.id));
    await handle.db.update(partners).set({ email: unconfirmedEmail }).where(eq(partners.id, unconfirmed.id));
    await handle.db.insert(partnerEmailChecks).values({
      partnerId: unconfirmed.id,
      email: unconfirmedEmail,
      codeHash: hashOtp('123456', unconfirmedEmail),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
  }

  beforeAll(async () => {
    demoServer = await startDemoServer(engine, 'seva-claims-', prepare, { OPERATOR_EMAILS: operatorEmail });
    server = demoServer.server;
  }, 240_000);
  afterAll(() => demoServer?.dispose());

  it('an owner who handed the business over and was removed cannot claim it back with the email on file', async () => {
    const oldOwner = await signIn(oldOwnerEmail);
    const invited = await call(server, 'POST', apiPaths.businessTeamInvite(), {
      token: oldOwner,
      json: { partner_id: handedOver.id, email: newOwnerEmail },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const newOwner = await signIn(newOwnerEmail);
    const team = (await call(server, 'GET', apiPaths.businessTeam(handedOver.id), { token: oldOwner })).body.data.members as {
      user_id: number;
      email: string;
    }[];
    const idOf = (email: string) => team.find((member) => member.email === email)!.user_id;
    expect(
      (
        await call(server, 'POST', apiPaths.businessTeamTransfer(), {
          token: oldOwner,
          json: { partner_id: handedOver.id, user_id: idOf(newOwnerEmail) },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(server, 'POST', apiPaths.businessTeamRemove(idOf(oldOwnerEmail)), { token: newOwner, json: { partner_id: handedOver.id } })).status,
    ).toBe(200);
    expect(await partnersOf(oldOwnerEmail)).toEqual([]);

    // The probe: the email on file no longer makes them an owner; the claim needs the business phone and waits.
    const bare = await call(server, 'POST', apiPaths.businessClaim(handedOver.id), { token: oldOwner });
    expect(bare.status, JSON.stringify(bare.body)).toBe(422);
    expect(await partnersOf(oldOwnerEmail)).toEqual([]);
    const claimed = await call(server, 'POST', apiPaths.businessClaim(handedOver.id), {
      token: oldOwner,
      json: { phone: '9830011111', note: 'it is mine' },
    });
    expect(claimed.status).toBe(201);
    expect(claimed.body.data).toEqual({ outcome: 'requested' });
    expect(await partnersOf(oldOwnerEmail)).toEqual([]);
    // …so they cannot remove the new owner.
    expect(
      (await call(server, 'POST', apiPaths.businessTeamRemove(idOf(newOwnerEmail)), { token: oldOwner, json: { partner_id: handedOver.id } })).status,
    ).toBe(404);
    expect(await partnersOf(newOwnerEmail)).toEqual([expect.objectContaining({ partner_id: handedOver.id, role: 'owner' })]);

    // A second claim while one waits makes no second row.
    expect((await call(server, 'POST', apiPaths.businessClaim(handedOver.id), { token: oldOwner, json: { phone: '9830011111' } })).body.data).toEqual(
      {
        outcome: 'requested',
      },
    );
    const claims = (await call(server, 'GET', apiPaths.operatorClaims(), { token: await signIn(operatorEmail) })).body.data as { claimant: string }[];
    expect(claims.filter((claim) => claim.claimant === oldOwnerEmail)).toHaveLength(1);
  });

  it('the claimant sees the claim waiting at /business and on its page; an operator rejects it with a reason, audited and mailed', async () => {
    const oldOwner = await signIn(oldOwnerEmail);
    let html = await page(paths.business(), oldOwner);
    expect(html).toContain('Your claims');
    expect(html).toContain('Waiting for our check');
    expect(await page(paths.claimBusiness(handedOver.id), oldOwner)).toContain('Waiting for our check');

    const claim = (await pendingClaimOf(oldOwnerEmail))!;
    const operator = await signIn(operatorEmail);
    // The wrong people may not decide: the claimant, the business's owner, a customer.
    for (const email of [oldOwnerEmail, newOwnerEmail, customerEmail]) {
      const refused = await call(server, 'POST', apiPaths.operatorClaimApprove(claim.claim_id), { token: await signIn(email), json: {} });
      expect(refused.status, email).toBe(404);
    }
    expect(await partnersOf(oldOwnerEmail)).toEqual([]);
    const noReason = await call(server, 'POST', apiPaths.operatorClaimReject(claim.claim_id), { token: operator, json: {} });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toBeDefined();

    const reason = `You handed it over on purpose ${run}`;
    let rejected!: Awaited<ReturnType<typeof call>>;
    const mails = await newMails(
      server,
      async () => {
        rejected = await call(server, 'POST', apiPaths.operatorClaimReject(claim.claim_id), { token: operator, json: { reason } });
      },
      mailTo(oldOwnerEmail),
    );
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const mail = mails.find((each) => each.headers.to === oldOwnerEmail)!;
    expect(mail.headers.subject).toContain('was not approved');
    expect(mail.text).toContain(reason);
    // Decided once: a second decision is a conflict, and makes no owner.
    expect((await call(server, 'POST', apiPaths.operatorClaimApprove(claim.claim_id), { token: operator, json: {} })).status).toBe(409);
    expect(await partnersOf(oldOwnerEmail)).toEqual([]);

    html = await page(paths.business(), oldOwner);
    expect(html).toContain('Not approved');
    expect(html).toContain(reason);
    const audit = (await call(server, 'GET', apiPaths.operatorAudit(), { token: operator })).body.data;
    expect(audit[0]).toMatchObject({
      operator: operatorEmail,
      action: 'operator.claims.decide',
      subject_kind: 'claim',
      subject_id: String(claim.claim_id),
      reason,
    });
  });

  it('an owner typing an address as the listing email makes no owner of it: the code mailed to it confirms it, and a claim still waits', async () => {
    const owner = await signIn(demoOwnerEmail(retyped));
    const details = (await call(server, 'POST', apiPaths.partnerData(), { json: { slug: retyped.slug } })).body.data.details;
    let saved!: Awaited<ReturnType<typeof call>>;
    const mails = await newMails(
      server,
      async () => {
        saved = await call(server, 'POST', apiPaths.businessListing(details.services_id), { token: owner, json: { email: typedEmail } });
      },
      mailTo(typedEmail),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const code = mails.find((mail) => mail.headers.to === typedEmail)!.text.match(/Code: (\d{6})/)![1]!;

    // The probe: the typed address signs in and claims; it is not an owner.
    const typed = await signIn(typedEmail);
    const bare = await call(server, 'POST', apiPaths.businessClaim(retyped.id), { token: typed });
    expect(bare.status).toBe(422);
    expect(await partnersOf(typedEmail)).toEqual([]);

    // Only the business's owner enters the code; a wrong one is refused and counted.
    expect((await call(server, 'POST', apiPaths.businessListingEmailCode(details.services_id), { token: typed, json: { code } })).status).toBe(404);
    const wrong = await call(server, 'POST', apiPaths.businessListingEmailCode(details.services_id), {
      token: owner,
      json: { code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(422);
    const right = await call(server, 'POST', apiPaths.businessListingEmailCode(details.services_id), { token: owner, json: { code } });
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect((await call(server, 'POST', apiPaths.businessListingEmailCode(details.services_id), { token: owner, json: { code } })).status).toBe(409);

    // Confirmed, but the business has members: still a request for an operator.
    expect((await call(server, 'POST', apiPaths.businessClaim(retyped.id), { token: typed })).status).toBe(422);
    expect(await partnersOf(typedEmail)).toEqual([]);
  });

  it('an unconfirmed listing email does not count even where the business has no members', async () => {
    const claimer = await signIn(unconfirmedEmail);
    const bare = await call(server, 'POST', apiPaths.businessClaim(unconfirmed.id), { token: claimer });
    expect(bare.status).toBe(422);
    expect(await partnersOf(unconfirmedEmail)).toEqual([]);
  });

  it('an operator approves a claim: the claimant becomes an owner at once, audited', async () => {
    const customer = await signIn(customerEmail);
    expect(
      (await call(server, 'POST', apiPaths.businessClaim(unconfirmed.id), { token: customer, json: { phone: '9830022222', note: 'I bought it' } }))
        .status,
    ).toBe(201);
    const claim = (await pendingClaimOf(customerEmail))!;
    const operator = await signIn(operatorEmail);
    const approved = await call(server, 'POST', apiPaths.operatorClaimApprove(claim.claim_id), {
      token: operator,
      json: { reason: 'called the shop' },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await partnersOf(customerEmail)).toEqual([expect.objectContaining({ partner_id: unconfirmed.id, role: 'owner' })]);
    expect(await pendingClaimOf(customerEmail)).toBeUndefined();
    const audit = (await call(server, 'GET', apiPaths.operatorAudit(), { token: operator })).body.data;
    expect(audit[0]).toMatchObject({
      operator: operatorEmail,
      action: 'operator.claims.decide',
      subject_id: String(claim.claim_id),
      reason: 'called the shop',
    });
    expect((await call(server, 'POST', apiPaths.operatorClaimApprove(999_999), { token: operator, json: {} })).status).toBe(404);
  });
});
