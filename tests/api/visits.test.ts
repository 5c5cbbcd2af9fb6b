import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECISION_MESSAGES } from '../../src/features/bookings/booking-decisions';
import { addDays, VISIT_MESSAGES, visitDateRange, visitSlots, weekdayOf } from '../../src/features/bookings/visits';
import { LEAD_REFUSALS } from '../../src/features/leads/lead-process';
import { demoOwnerEmail } from '../../src/features/demo/demo-owners.server';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { parseDayOpen } from '../../src/features/listings/hours';
import { apiPaths, paths } from '../../src/paths';
import { journeyEngines } from '../support/databases';
import { advanceClock, serverTime, setClock } from '../support/server';
import { call } from './support/client';
import { startWorkspaceServer, type WorkspaceServer } from './support/workspace';

/**
 * Booked visits of home services, on every engine: a customer books a plumber's visit (a lead of kind
 * 'visit' for the business, a Pending row in their history); a member confirms, declines or marks it
 * completed with the ride bookings' calls; the customer cancels it free while it is pending and is
 * refused once it is confirmed. The wrong people are refused: signed out 401, another customer 404, a
 * non-member 404. The date, the window and the kind of listing are checked.
 */

const run = `run${Date.now()}`;
const customerEmail = `visitor.${run}@example.com`;
const otherCustomerEmail = `other.visitor.${run}@example.com`;

const demo = buildDemoCatalogue();
const isTransport = (categoryId: number) => demo.categories.find((category) => category.id === categoryId)?.isTransport;
const plumberPartner = demo.partners.find((partner) => partner.slug === 'more-plumbing-works-mumbai')!;
const plumber = demo.services.find((service) => service.partnerId === plumberPartner.id && !isTransport(service.categoryId))!;
const ride = demo.services.find((service) => isTransport(service.categoryId))!;
const ownerEmail = demoOwnerEmail(plumberPartner);
const strangerOwnerEmail = demoOwnerEmail(demo.partners.find((partner) => partner.id !== plumberPartner.id && partner.id !== ride.partnerId)!);

const hours = parseDayOpen(plumber.hours);
const { min, max } = visitDateRange();
/** The first day from tomorrow on which the plumber is open, and one on which it is closed (Sunday). */
const openDay = [1, 2, 3, 4, 5, 6, 7].map((n) => addDays(min, n)).find((day) => visitSlots(hours, day).length > 0)!;
const closedDay = [1, 2, 3, 4, 5, 6, 7].map((n) => addDays(min, n)).find((day) => weekdayOf(day) === 'Sunday')!;
const slot = visitSlots(hours, openDay)[0]!;

interface HistoryRow {
  booking_id: number;
  booking_status: number;
  status_text: string;
  kind: string;
  business_name: string;
  visit_date: string | null;
  slot: string | null;
}

describe.each(journeyEngines)('booked visits on %s', (engine) => {
  let workspace: WorkspaceServer;
  const booked: number[] = [];

  const bookVisit = (token: string | undefined, body: Record<string, unknown>) =>
    call(workspace.server, 'POST', apiPaths.bookVisit(), {
      token,
      json: { services_id: plumber.id, date: openDay, slot, address: `12 Hill Road, Bandra, ${run}`, note: 'Kitchen tap leaks', ...body },
    });
  const book = async (token: string, note: string) => {
    const answer = await bookVisit(token, { note });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ status: 1, data: { booking_id: expect.any(Number) } });
    return answer.body.data.booking_id as number;
  };
  const post = (path: string, token?: string, json?: Record<string, unknown>) => call(workspace.server, 'POST', path, { token, json });
  const history = async (token: string): Promise<HistoryRow[]> => (await call(workspace.server, 'GET', apiPaths.history(), { token })).body;
  const row = async (token: string, bookingId: number) => (await history(token)).find((item) => item.booking_id === bookingId);

  beforeAll(async () => {
    workspace = await startWorkspaceServer(engine, async () => undefined);
    const customer = await workspace.signIn(customerEmail);
    for (const n of [1, 2, 3, 4]) booked.push(await book(customer, `Job ${n}, ${run}`));
  }, 240_000);
  afterAll(async () => {
    await workspace?.stop();
  });

  it('a booked visit is a lead of kind visit for the business and a Pending row in the history', async () => {
    const customer = await workspace.signIn(customerEmail);
    expect(await row(customer, booked[0]!)).toMatchObject({
      booking_status: 6,
      status_text: 'Pending',
      kind: 'visit',
      business_name: plumberPartner.businessName,
      visit_date: openDay,
      slot,
    });
    const leads = await call(workspace.server, 'GET', apiPaths.businessLeads(plumberPartner.id), { token: await workspace.signIn(ownerEmail) });
    expect(leads.status).toBe(200);
    const visits = (leads.body.data as { kind: string; status: string }[]).filter((lead) => lead.kind === 'visit');
    expect(visits).toHaveLength(4);
    const told = await call(workspace.server, 'GET', apiPaths.notifications(), { token: customer });
    expect(JSON.stringify(told.body)).toContain(`Your visit #${booked[0]}`);
    // The workspace's bookings page lists it to answer.
    const page = await workspace.page(paths.businessBookings(plumberPartner.id), await workspace.signIn(ownerEmail));
    const html = await page.text();
    expect(html).toContain(`12 Hill Road, Bandra, ${run}`);
    expect(html).toContain('Visit on');
  });

  it('the owner confirms one (Confirmed, lead won), cannot mark it completed before its window; declines another with a reason', async () => {
    const owner = await workspace.signIn(ownerEmail);
    const customer = await workspace.signIn(customerEmail);
    const [first, second] = booked as [number, number];
    expect((await post(apiPaths.businessBookingComplete(first), owner)).status).toBe(409);
    const confirmed = await post(apiPaths.businessBookingConfirm(first), owner);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await row(customer, first)).toMatchObject({ booking_status: 1, status_text: 'Confirmed' });
    const told = await call(workspace.server, 'GET', apiPaths.notifications(), { token: customer });
    expect(JSON.stringify(told.body)).toContain(`confirmed your booking #${first}: visit on`);
    const won = await call(workspace.server, 'GET', apiPaths.businessLeads(plumberPartner.id, 'won'), { token: owner });
    expect(won.body.data).toContainEqual(expect.objectContaining({ kind: 'visit', status: 'won' }));

    const page = await (await workspace.page(paths.businessBookings(plumberPartner.id), owner)).text();
    expect(page).toContain('Confirmed visits');
    expect(page).toContain('Mark completed');

    // Only members complete it.
    expect((await post(apiPaths.businessBookingComplete(first))).status).toBe(401);
    expect((await post(apiPaths.businessBookingComplete(first), customer)).status).toBe(404);
    expect((await post(apiPaths.businessBookingComplete(first), await workspace.signIn(strangerOwnerEmail))).status).toBe(404);
    // Not before its time window starts (India time), with the process's own message; from its start on.
    const early = await post(apiPaths.businessBookingComplete(first), owner);
    expect(early.status, JSON.stringify(early.body)).toBe(409);
    expect(early.body.message).toBe(VISIT_MESSAGES.notYet);
    expect(await row(customer, first)).toMatchObject({ booking_status: 1 });
    // Completed once its window starts: the last test, which moves the clock there.
    const declined = await post(apiPaths.businessBookingDecline(second), owner, { reason: `No plumber free that day ${run}` });
    expect(declined.status).toBe(200);
    expect(await row(customer, second)).toMatchObject({ booking_status: 2, status_text: 'Declined' });
    expect((await post(apiPaths.businessBookingConfirm(second), owner)).body.message).toBe(DECISION_MESSAGES.alreadyDeclined);
  });

  it('the customer cancels free while pending; after confirmation the refund policy applies; nobody else cancels', async () => {
    const owner = await workspace.signIn(ownerEmail);
    const customer = await workspace.signIn(customerEmail);
    const other = await workspace.signIn(otherCustomerEmail);
    const [, , third, fourth] = booked as [number, number, number, number];

    expect((await post(apiPaths.cancelBooking(third))).status).toBe(401);
    const theirs = await post(apiPaths.cancelBooking(third), other);
    expect(theirs.status).toBe(404);
    expect((await post(apiPaths.cancelBooking(third), owner)).status).toBe(404);
    expect((await post(apiPaths.cancelBooking(999_999_999), customer)).status).toBe(404);

    const cancelled = await post(apiPaths.cancelBooking(third), customer, { reason: 'Fixed it myself' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toEqual({ status: 1, msg: VISIT_MESSAGES.cancelled });
    expect(await row(customer, third)).toMatchObject({ booking_status: 3, status_text: 'Cancelled' });
    const withdrawn = await call(workspace.server, 'GET', apiPaths.businessLeads(plumberPartner.id, 'withdrawn'), { token: owner });
    expect(withdrawn.body.data).toContainEqual(expect.objectContaining({ kind: 'visit', status: 'withdrawn' }));
    expect((await post(apiPaths.businessBookingConfirm(third), owner)).status).toBe(409);
    expect((await post(apiPaths.cancelBooking(third), customer)).status).toBe(409);

    expect((await post(apiPaths.businessBookingConfirm(fourth), owner)).status).toBe(200);
    const late = await post(apiPaths.cancelBooking(fourth), customer);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(VISIT_MESSAGES.cancelConfirmed);
    expect(late.body.message).toContain('refund policy');
    expect(late.body.message).toContain(paths.refund());
    expect(await row(customer, fourth)).toMatchObject({ booking_status: 1 });
  });

  it('refuses a visit signed out, out of range, outside the hours, for a transport listing, and with missing fields', async () => {
    const customer = await workspace.signIn(customerEmail);
    expect((await bookVisit(undefined, {})).status).toBe(401);

    const past = await bookVisit(customer, { date: addDays(min, -1) });
    expect(past.status).toBe(422);
    expect(past.body.errors).toMatchObject({ date: VISIT_MESSAGES.dateRange });
    expect((await bookVisit(customer, { date: addDays(max, 1) })).body.errors).toMatchObject({ date: VISIT_MESSAGES.dateRange });
    expect((await bookVisit(customer, { date: '2026-02-30' })).status).toBe(422);

    const closed = await bookVisit(customer, { date: closedDay });
    expect(closed.status).toBe(422);
    expect(closed.body.errors).toEqual({ slot: VISIT_MESSAGES.slotHours });
    const early = await bookVisit(customer, { slot: '06:00-08:00' });
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual({ slot: VISIT_MESSAGES.slotHours });
    expect((await bookVisit(customer, { slot: '12:00-10:00' })).body.errors).toMatchObject({ slot: VISIT_MESSAGES.slot });

    const rideVisit = await bookVisit(customer, { services_id: ride.id });
    expect(rideVisit.status).toBe(422);
    expect(rideVisit.body.message).toBe(VISIT_MESSAGES.transport);

    const blank = await bookVisit(customer, { address: '  ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ address: VISIT_MESSAGES.address });
    // Nothing of these was stored.
    expect((await history(customer)).filter((item) => item.kind === 'visit')).toHaveLength(4);
  });
  it('a visit nobody answers for 73 hours keeps its lead open, tells nobody it expired, and a confirmation wins it (moves the clock 73 hours)', async () => {
    const customer = await workspace.signIn(customerEmail);
    const owner = await workspace.signIn(ownerEmail);
    const inbox = async () =>
      (await call(workspace.server, 'GET', apiPaths.businessLeads(plumberPartner.id), { token: owner })).body.data as {
        lead_id: number;
        kind: string;
        status: string;
      }[];
    const before = new Set((await inbox()).map((lead) => lead.lead_id));
    const unanswered = await book(customer, `Nobody answers, ${run}`);
    // Beside it, a visitor's enquiry nobody answers either: that lead does expire.
    const enquired = await post(apiPaths.enquiry(), undefined, { name: 'Priya Das', mobile: '9831012345', service_id: plumber.id });
    expect(enquired.status, JSON.stringify(enquired.body)).toBe(201);
    const fresh = (await inbox()).filter((lead) => !before.has(lead.lead_id));
    const leadId = fresh.find((lead) => lead.kind === 'visit')?.lead_id;
    const enquiryLeadId = fresh.find((lead) => lead.kind === 'enquiry')?.lead_id;
    expect([leadId, enquiryLeadId]).toEqual([expect.any(Number), expect.any(Number)]);
    // Three days and an hour pass.
    await advanceClock(workspace.server, 73 * 3600_000);
    const visitLead = async () => (await inbox()).find((lead) => lead.lead_id === leadId)!;
    expect((await inbox()).find((lead) => lead.lead_id === enquiryLeadId)?.status).toBe('expired');
    // The lead follows its booking, which is still pending: it does not expire on its own clock.
    expect((await visitLead()).status).toBe('new');
    expect(await row(customer, unanswered)).toMatchObject({ booking_status: 6, status_text: 'Pending' });
    const told = await call(workspace.server, 'GET', apiPaths.notifications(), { token: customer });
    expect(JSON.stringify(told.body)).not.toContain('did not answer your enquiry');
    // A visit is declined through its booking, never on its lead alone.
    const declined = await post(apiPaths.businessLeadDecline((await visitLead()).lead_id), owner, { reason: 'Busy' });
    expect(declined.status).toBe(409);
    expect(declined.body.message).toBe(LEAD_REFUSALS.visit);

    expect((await post(apiPaths.businessBookingConfirm(unanswered), owner)).status).toBe(200);
    expect((await visitLead()).status).toBe('won');
    expect(await row(customer, unanswered)).toMatchObject({ booking_status: 1, status_text: 'Confirmed' });
  });

  it('the owner marks the confirmed visit completed once its window started (last: moves the clock to it)', async () => {
    const owner = await workspace.signIn(ownerEmail);
    const customer = await workspace.signIn(customerEmail);
    const [first] = booked as [number];
    const start = new Date(`${openDay}T${slot.slice(0, 5)}:00+05:30`);
    if ((await serverTime(workspace.server)).getTime() < start.getTime()) await setClock(workspace.server, start);
    const done = await post(apiPaths.businessBookingComplete(first), owner);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({ status: 1, msg: VISIT_MESSAGES.completed });
    expect(await row(customer, first)).toMatchObject({ booking_status: 4, status_text: 'Completed' });
    expect((await post(apiPaths.businessBookingComplete(first), owner)).status).toBe(409);
  });
});
