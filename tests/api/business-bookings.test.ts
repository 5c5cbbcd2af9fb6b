import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECISION_MESSAGES } from '../../src/features/bookings/booking-decisions';
import { demoOwnerEmail } from '../../src/features/demo/demo-owners.server';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { partners } from '../../src/lib/server/db/schema';
import { apiPaths, paths } from '../../src/paths';
import { journeyEngines } from '../support/databases';
import { call } from './support/client';
import { addStaff, startWorkspaceServer, type WorkspaceServer } from './support/workspace';

/**
 * A business answers its ride bookings, on every engine: a member (owner or staff) confirms one — the
 * customer's get_user_history_data then shows booking_status 1 — or declines it with a reason (status 2,
 * 'Declined'); the customer is told in their notifications. An answered booking answers 409. Anyone not
 * a member of the booking's business (the customer who made it, another business) gets 404; signed out 401.
 */

const run = `run${Date.now()}`;
const customerEmail = `rider.${run}@example.com`;
const otherCustomerEmail = `other.rider.${run}@example.com`;
const staffEmail = `dispatcher.${run}@example.com`;

const demo = buildDemoCatalogue();
/** A listing that takes ride bookings, its business's owner, and the owner of a business without it. */
const ride = demo.services.find((service) => demo.categories.find((category) => category.id === service.categoryId)?.isTransport)!;
const ridePartner = demo.partners.find((partner) => partner.id === ride.partnerId)!;
const ownerEmail = demoOwnerEmail(ridePartner);
const strangerOwnerEmail = demoOwnerEmail(demo.partners.find((partner) => partner.id !== ride.partnerId)!);

interface HistoryRow {
  booking_id: number;
  booking_status: number;
  decline_reason: string | null;
}

describe.each(journeyEngines)('booking decisions on %s', (engine) => {
  let workspace: WorkspaceServer;
  const booked: number[] = [];

  const book = async (token: string, pickup: string) => {
    const answer = await call(workspace.server, 'POST', apiPaths.booking(), {
      token,
      json: {
        pickup_location: pickup,
        destination_location: 'Howrah Station',
        pickup_location_lat_lng: { lat: ride.lat, lng: ride.lng },
        destination_location_lat_lng: { lat: Math.round((ride.lat + 0.05) * 1e4) / 1e4, lng: Math.round((ride.lng + 0.05) * 1e4) / 1e4 },
        services_id: ride.id,
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.booking_id as number;
  };
  const confirm = (bookingId: number, token?: string) => call(workspace.server, 'POST', apiPaths.businessBookingConfirm(bookingId), { token });
  const decline = (bookingId: number, reason: unknown, token?: string) =>
    call(workspace.server, 'POST', apiPaths.businessBookingDecline(bookingId), { token, json: { reason } });
  const history = async (token: string): Promise<HistoryRow[]> => (await call(workspace.server, 'GET', apiPaths.history(), { token })).body;

  beforeAll(async () => {
    workspace = await startWorkspaceServer(engine, async (handle) => {
      const [partner] = await handle.db.select({ id: partners.id }).from(partners).where(eq(partners.slug, ridePartner.slug));
      await addStaff(handle, partner!.id, staffEmail);
    });
    const customer = await workspace.signIn(customerEmail);
    for (const n of [1, 2, 3, 4]) booked.push(await book(customer, `Gate ${n}, ${run}`));
  }, 240_000);
  afterAll(async () => {
    await workspace?.stop();
  });

  it('the owner confirms: the customer history shows booking_status 1 and they are told; a second answer is a 409', async () => {
    const owner = await workspace.signIn(ownerEmail);
    const customer = await workspace.signIn(customerEmail);
    const [first] = booked;
    expect((await history(customer)).find((row) => row.booking_id === first)).toMatchObject({ booking_status: 6, decline_reason: null });

    const confirmed = await confirm(first!, owner);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toEqual({ status: 1, msg: DECISION_MESSAGES.confirmed });
    expect((await history(customer)).find((row) => row.booking_id === first)).toMatchObject({ booking_status: 1 });
    const told = await call(workspace.server, 'GET', apiPaths.notifications(), { token: customer });
    expect(JSON.stringify(told.body)).toContain(`confirmed your booking #${first}`);

    const again = await confirm(first!, owner);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ status: 0, message: DECISION_MESSAGES.alreadyConfirmed });
    const late = await decline(first!, 'No driver', owner);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(DECISION_MESSAGES.alreadyConfirmed);
  });

  it('staff decline with a reason: the customer sees Declined (status 2) and why', async () => {
    const staff = await workspace.signIn(staffEmail);
    const customer = await workspace.signIn(customerEmail);
    const second = booked[1]!;
    const blank = await decline(second, '  ', staff);
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ reason: DECISION_MESSAGES.reason });
    expect((await call(workspace.server, 'POST', apiPaths.businessBookingDecline(second), { token: staff })).status).toBe(422);

    const declined = await decline(second, `No vehicle free at that hour ${run}`, staff);
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body).toEqual({ status: 1, msg: DECISION_MESSAGES.declined });
    expect((await history(customer)).find((row) => row.booking_id === second)).toMatchObject({
      booking_status: 2,
      decline_reason: `No vehicle free at that hour ${run}`,
    });
    const told = await call(workspace.server, 'GET', apiPaths.notifications(), { token: customer });
    expect(JSON.stringify(told.body)).toContain(`No vehicle free at that hour ${run}`);
    const again = await confirm(second, staff);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(DECISION_MESSAGES.alreadyDeclined);

    // Staff may confirm too (bookings are theirs to handle).
    expect((await confirm(booked[2]!, staff)).status).toBe(200);
  });

  it('nobody else answers a booking: signed out 401; the customer, another customer and another business 404', async () => {
    const pending = booked[3]!;
    expect((await confirm(pending)).status).toBe(401);
    expect((await decline(pending, 'No')).status).toBe(401);
    for (const email of [customerEmail, otherCustomerEmail, strangerOwnerEmail]) {
      const token = await workspace.signIn(email);
      const confirmed = await confirm(pending, token);
      expect(confirmed.status, email).toBe(404);
      expect(confirmed.body).toEqual({ status: 0, message: expect.any(String) });
      expect((await decline(pending, 'Not mine', token)).status, email).toBe(404);
      // A refused caller learns nothing from a bad body either.
      expect((await decline(pending, '', token)).status, email).toBe(404);
    }
    expect((await confirm(999_999_999, await workspace.signIn(ownerEmail))).status).toBe(404);
    expect((await history(await workspace.signIn(customerEmail))).find((row) => row.booking_id === pending)).toMatchObject({ booking_status: 6 });
  });

  it('/business/bookings: members see pending bookings to answer and the answered ones; others 404; the home links to it', async () => {
    const pathname = paths.businessBookings(ridePartner.id);
    const visitor = await workspace.page(pathname);
    expect(visitor.status).toBe(302);

    for (const email of [ownerEmail, staffEmail]) {
      const page = await workspace.page(pathname, await workspace.signIn(email));
      expect(page.status, email).toBe(200);
      expect(page.headers.get('cache-control')).toContain('no-store');
      const html = await page.text();
      expect(html).toContain('1 booking is pending');
      expect(html).toContain(`Gate 4, ${run}`);
      expect(html).toContain('Recently answered');
      expect(html).toContain(`Reason: No vehicle free at that hour ${run}`);
    }
    const stranger = await workspace.page(pathname, await workspace.signIn(strangerOwnerEmail));
    expect(stranger.status).toBe(404);
    expect(await stranger.text()).not.toContain(`Gate 4, ${run}`);

    const home = await (await workspace.page(paths.business(ridePartner.id), await workspace.signIn(staffEmail))).text();
    expect(home).toContain(`href="${paths.businessBookings(ridePartner.id).replace('&', '&amp;')}"`);
  });
});
