import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerEmail } from '../../src/features/demo/demo-owners.server';
import { PROPOSAL_MESSAGES } from '../../src/features/bookings/visit-proposals';
import { addDays, VISIT_MESSAGES, visitDateRange, visitSlots, weekdayOf } from '../../src/features/bookings/visits';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { parseDayOpen } from '../../src/features/listings/hours';
import { apiPaths, paths } from '../../src/paths';
import { journeyEngines } from '../support/databases';
import { mailTo, newMails } from '../support/mail';
import { call } from './support/client';
import { addStaff, startWorkspaceServer, type WorkspaceServer } from './support/workspace';

/**
 * Another time for a booked visit, on every engine: a member of the business (owner or staff) proposes a new
 * day and window within the listing's hours; the customer sees it in their history, is told in the app and by
 * mail, and accepts it (the visit moves there, Confirmed, the lead won) or refuses it (Cancelled with a reason
 * both sides read, the lead withdrawn). Refused: signed out 401, another customer or a non-member 404, a
 * booking no longer pending or without a proposal 409, a time the business cannot take 422.
 */

const run = `run${Date.now()}`;
const customerEmail = `proposal.customer.${run}@example.com`;
const otherCustomerEmail = `proposal.other.${run}@example.com`;
const staffEmail = `proposal.staff.${run}@example.com`;

const demo = buildDemoCatalogue();
const isTransport = (categoryId: number) => demo.categories.find((category) => category.id === categoryId)?.isTransport;
const plumberPartner = demo.partners.find((partner) => partner.slug === 'more-plumbing-works-mumbai')!;
const plumber = demo.services.find((service) => service.partnerId === plumberPartner.id && !isTransport(service.categoryId))!;
const ownerEmail = demoOwnerEmail(plumberPartner);
const strangerOwnerEmail = demoOwnerEmail(demo.partners.find((partner) => partner.id !== plumberPartner.id)!);

const hours = parseDayOpen(plumber.hours);
const { min, max } = visitDateRange();
const openDays = Array.from({ length: 10 }, (_, n) => addDays(min, n + 1)).filter((day) => visitSlots(hours, day).length > 1);
/** Booked on the first open day from tomorrow; proposed on the next one, at its second window. */
const bookedDay = openDays[0]!;
const bookedSlot = visitSlots(hours, bookedDay)[0]!;
const newDay = openDays[1]!;
const newSlot = visitSlots(hours, newDay)[1]!;
const closedDay = Array.from({ length: 7 }, (_, n) => addDays(min, n + 1)).find((day) => weekdayOf(day) === 'Sunday')!;

interface HistoryRow {
  booking_id: number;
  booking_status: number;
  status_text: string;
  visit_date: string | null;
  slot: string | null;
  decline_reason: string | null;
  proposed_date: string | null;
  proposed_slot: string | null;
}

describe.each(journeyEngines)('proposing another visit time on %s', (engine) => {
  let workspace: WorkspaceServer;
  const booked: number[] = [];

  const post = (path: string, token?: string, json?: Record<string, unknown>) => call(workspace.server, 'POST', path, { token, json });
  const propose = (bookingId: number, token?: string, body: Record<string, unknown> = {}) =>
    post(apiPaths.businessBookingPropose(bookingId), token, { date: newDay, slot: newSlot, ...body });
  const row = async (bookingId: number): Promise<HistoryRow | undefined> =>
    ((await call(workspace.server, 'GET', apiPaths.history(), { token: await workspace.signIn(customerEmail) })).body as HistoryRow[]).find(
      (item) => item.booking_id === bookingId,
    );
  const visitLead = async (bookingId: number) => {
    const owner = await workspace.signIn(ownerEmail);
    const answer = await call(workspace.server, 'GET', apiPaths.businessLeads(plumberPartner.id), { token: owner });
    const all = answer.body.data as { kind: string; status: string; lead_id: number }[];
    // Newest first: the visits in the order booked, reversed.
    const visits = all.filter((lead) => lead.kind === 'visit').reverse();
    return visits[booked.indexOf(bookingId)]!;
  };

  beforeAll(async () => {
    workspace = await startWorkspaceServer(engine, (handle) => addStaff(handle, plumberPartner.id, staffEmail));
    const customer = await workspace.signIn(customerEmail);
    for (const n of [1, 2, 3, 4]) {
      const answer = await post(apiPaths.bookVisit(), customer, {
        services_id: plumber.id,
        date: bookedDay,
        slot: bookedSlot,
        address: `4 Lake Road, ${run}`,
        note: `Job ${n}`,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      booked.push(answer.body.data.booking_id);
    }
  }, 240_000);
  afterAll(async () => {
    await workspace?.stop();
  });

  it('only a member proposes, only a time the business can take', async () => {
    const [first] = booked as [number];
    expect((await propose(first)).status).toBe(401);
    expect((await propose(first, await workspace.signIn(customerEmail))).status).toBe(404);
    expect((await propose(first, await workspace.signIn(strangerOwnerEmail))).status).toBe(404);
    expect((await propose(999_999_999, await workspace.signIn(ownerEmail))).status).toBe(404);

    const owner = await workspace.signIn(ownerEmail);
    const same = await propose(first, owner, { date: bookedDay, slot: bookedSlot });
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual({ slot: PROPOSAL_MESSAGES.sameTime });
    expect((await propose(first, owner, { date: closedDay })).body.errors).toEqual({ slot: VISIT_MESSAGES.slotHours });
    expect((await propose(first, owner, { date: addDays(max, 1) })).body.errors).toMatchObject({ date: VISIT_MESSAGES.dateRange });
    expect((await propose(first, owner, { slot: '06:00-08:00' })).body.errors).toEqual({ slot: VISIT_MESSAGES.slotHours });
    expect((await row(first))?.proposed_date).toBeNull();
    // The customer has nothing to answer yet.
    expect((await post(apiPaths.answerProposal(first), await workspace.signIn(customerEmail), { accept: true })).status).toBe(409);
  });

  it('the owner proposes; the customer is told and accepts: Confirmed at the new time, the lead won', async () => {
    const [first] = booked as [number];
    const owner = await workspace.signIn(ownerEmail);
    const customer = await workspace.signIn(customerEmail);
    let answer!: Awaited<ReturnType<typeof propose>>;
    const mails = await newMails(
      workspace.server,
      async () => {
        answer = await propose(first, owner);
      },
      mailTo(customerEmail),
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ status: 1, msg: PROPOSAL_MESSAGES.proposed });
    expect(await row(first)).toMatchObject({ booking_status: 6, status_text: 'Pending', proposed_date: newDay, proposed_slot: newSlot });
    const mail = mails.find((item) => item.headers.to === customerEmail);
    expect(mail?.headers.subject).toContain(`proposes another time for your visit #${first}`);
    expect(mail?.text).toContain(paths.profile('History'));
    const told = await call(workspace.server, 'GET', apiPaths.notifications(), { token: customer });
    expect(JSON.stringify(told.body)).toContain(`proposes`);
    // A proposal is the business's answer: the lead is seen, and the page shows what waits for the customer.
    expect((await visitLead(first)).status).toBe('seen');
    expect(await (await workspace.page(paths.businessBookings(plumberPartner.id), owner)).text()).toContain('Waiting for');

    // Only the customer who booked answers it.
    expect((await post(apiPaths.answerProposal(first), undefined, { accept: true })).status).toBe(401);
    expect((await post(apiPaths.answerProposal(first), await workspace.signIn(otherCustomerEmail), { accept: true })).status).toBe(404);
    expect((await post(apiPaths.answerProposal(first), owner, { accept: true })).status).toBe(404);
    expect((await post(apiPaths.answerProposal(first), customer, { accept: 'maybe' })).status).toBe(422);

    const accepted = await post(apiPaths.answerProposal(first), customer, { accept: true });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toEqual({ status: 1, msg: PROPOSAL_MESSAGES.accepted });
    expect(await row(first)).toMatchObject({
      booking_status: 1,
      status_text: 'Confirmed',
      visit_date: newDay,
      slot: newSlot,
      proposed_date: null,
      proposed_slot: null,
    });
    expect((await visitLead(first)).status).toBe('won');
    // Answered once; a confirmed visit takes no new proposal.
    expect((await post(apiPaths.answerProposal(first), customer, { accept: true })).status).toBe(409);
    expect((await propose(first, owner)).status).toBe(409);
  });

  it('staff propose too; the customer refuses: Cancelled with a reason both read, the lead withdrawn', async () => {
    const [, second] = booked as [number, number];
    const staff = await workspace.signIn(staffEmail);
    expect((await propose(second, staff)).status).toBe(200);
    const refused = await post(apiPaths.answerProposal(second), await workspace.signIn(customerEmail), { accept: false });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(refused.body).toEqual({ status: 1, msg: PROPOSAL_MESSAGES.refused });
    expect(await row(second)).toMatchObject({
      booking_status: 3,
      status_text: 'Cancelled',
      visit_date: bookedDay,
      slot: bookedSlot,
      decline_reason: PROPOSAL_MESSAGES.refusedReason,
      proposed_date: null,
    });
    expect((await visitLead(second)).status).toBe('withdrawn');
    expect((await propose(second, staff)).status).toBe(409);
  });

  it('a confirm or a cancel closes an open proposal; the customer cannot answer it after', async () => {
    const [, , third, fourth] = booked as [number, number, number, number];
    const owner = await workspace.signIn(ownerEmail);
    const customer = await workspace.signIn(customerEmail);
    expect((await propose(third, owner)).status).toBe(200);
    expect((await post(apiPaths.businessBookingConfirm(third), owner)).status).toBe(200);
    expect(await row(third)).toMatchObject({ booking_status: 1, visit_date: bookedDay, slot: bookedSlot, proposed_date: null });
    const late = await post(apiPaths.answerProposal(third), customer, { accept: true });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(PROPOSAL_MESSAGES.noProposal);

    expect((await propose(fourth, owner)).status).toBe(200);
    expect((await post(apiPaths.cancelBooking(fourth), customer)).status).toBe(200);
    expect(await row(fourth)).toMatchObject({ booking_status: 3, proposed_date: null });
    expect((await post(apiPaths.answerProposal(fourth), customer, { accept: false })).status).toBe(409);
  });
});
