import { and, count, desc, eq, sum } from 'drizzle-orm';
import { clock } from '../../lib/server/clock';
import { db } from '../../lib/server/db';
import { bookings, favourites, feedback, invites, partners, profiles, services, users } from '../../lib/server/db/schema';
import { HttpError } from '../../lib/server/http';
import { countUnseenNotifications, listNotifications } from '../notifications/notifications.server';
import { bookingStatusLabel } from '../bookings/booking-process';
import { selectBookings } from '../bookings/booking-process.server';
import type { Profile, ProfileDetails } from './profile';
import type { Dashboard, HistoryItem } from './types';
import { m } from '../../lib/i18n';

type ProfileRow = typeof profiles.$inferSelect;

function toDetails(row: ProfileRow): ProfileDetails {
  return {
    pre_name: row.preName as ProfileDetails['pre_name'],
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    email: row.email,
    dob: row.dob,
    marital_status: row.maritalStatus as ProfileDetails['marital_status'],
    pincode: row.pincode,
    city: row.city,
    landmark: row.landmark,
    nationality: row.nationality as ProfileDetails['nationality'],
    country: row.country,
    landline_number: row.landlineNumber,
    address: row.address,
    profile_pic: row.profilePic,
  };
}

const toColumns = (input: Profile) => ({
  preName: input.pre_name,
  firstName: input.first_name,
  lastName: input.last_name,
  phone: input.phone,
  email: input.email,
  dob: input.dob,
  maritalStatus: input.marital_status,
  pincode: input.pincode,
  city: input.city,
  landmark: input.landmark,
  nationality: input.nationality,
  country: input.country,
  landlineNumber: input.landline_number,
  address: input.address,
});

export async function getProfileDetails(userId: number): Promise<ProfileDetails | null> {
  const [row] = await (await db()).select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row ? toDetails(row) : null;
}

/**
 * SPEC.md's profile summary: status 1 with name, phone, picture and invite code; status 2 (no profile
 * yet: the page shows the creation form) with the invite code only.
 */
export async function getProfileSummary(userId: number, refCode: string) {
  const details = await getProfileDetails(userId);
  if (!details) return { status: 2 as const, u_data: { ref_code: refCode } };
  return {
    status: 1 as const,
    u_data: {
      name: `${details.first_name} ${details.last_name}`,
      first_name: details.first_name,
      phone: details.phone,
      profile_pic: details.profile_pic,
      ref_code: refCode,
    },
  };
}

/** Creates the user's profile; a second creation is a 409 (edit it instead). */
export async function createProfile(userId: number, input: Profile, profilePic: string | null): Promise<void> {
  const created = await (await db())
    .insert(profiles)
    .values({ userId, ...toColumns(input), profilePic })
    .onConflictDoNothing()
    .returning({ userId: profiles.userId });
  if (created.length === 0) throw new HttpError(409, m['profile.refusal.exists']());
}

/**
 * Updates the user's profile. The picture changes only when a new one was uploaded (the client's
 * p_image is not trusted as a URL). Answers the replaced picture's URL so that it can be deleted.
 */
export async function updateProfile(userId: number, input: Profile, newPic: string | undefined): Promise<{ replacedPic: string | null }> {
  const database = await db();
  return database.transaction(async (tx) => {
    const [current] = await tx.select({ profilePic: profiles.profilePic }).from(profiles).where(eq(profiles.userId, userId)).for('update').limit(1);
    if (!current) throw new HttpError(404, m['profile.refusal.createFirst']());
    await tx
      .update(profiles)
      .set({ ...toColumns(input), ...(newPic ? { profilePic: newPic } : {}), updatedAt: clock.now() })
      .where(eq(profiles.userId, userId));
    return { replacedPic: newPic ? current.profilePic : null };
  });
}

/** The user's bookings, newest first (SPEC.md's history: booking_id, booking_amount, booking_status). */
export async function listBookingHistory(userId: number, limit = 200): Promise<HistoryItem[]> {
  const rows = await selectBookings(await db(), {
    price: bookings.price,
    businessName: partners.businessName,
    pickup: bookings.pickupLocation,
    destination: bookings.destinationLocation,
    createdAt: bookings.createdAt,
    declineReason: bookings.declineReason,
  })
    .innerJoin(partners, eq(partners.id, services.partnerId))
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
  return rows.map((row) => ({
    booking_id: row.id,
    booking_amount: row.price,
    booking_status: row.status,
    status_text: bookingStatusLabel(row.status),
    kind: row.kind,
    service_name: row.serviceName,
    business_name: row.businessName,
    pickup_location: row.pickup,
    destination_location: row.destination,
    visit_date: row.visitDate,
    slot: row.slot,
    created_at: row.createdAt.toISOString(),
    decline_reason: row.declineReason,
    proposed_date: row.proposedDate,
    proposed_slot: row.proposedSlot,
  }));
}

export async function addFeedback(userId: number, text: string): Promise<void> {
  await (await db()).insert(feedback).values({ userId, feedback: text });
}

/** The Dashboard: real counts and the latest few items. */
export async function getDashboard(userId: number): Promise<Dashboard> {
  const database = await db();
  const [[bookingCount], [favouriteCount], unseen, [wallet], recentBookings, notifications] = await Promise.all([
    database.select({ n: count() }).from(bookings).where(eq(bookings.userId, userId)),
    database.select({ n: count() }).from(favourites).where(eq(favourites.userId, userId)),
    countUnseenNotifications(userId),
    database
      .select({ total: sum(invites.rewardAmount), n: count() })
      .from(invites)
      .where(eq(invites.inviterId, userId)),
    listBookingHistory(userId, 3),
    listNotifications(userId),
  ]);
  return {
    bookings: bookingCount?.n ?? 0,
    favourites: favouriteCount?.n ?? 0,
    unread_notifications: unseen,
    wallet_balance: Number(wallet?.total ?? 0),
    friends_invited: wallet?.n ?? 0,
    recent_bookings: recentBookings,
    recent_notifications: notifications.slice(0, 3),
  };
}

/** Whether the user exists and has a profile (the invite rules need it). */
export async function hasProfile(userId: number): Promise<boolean> {
  const [row] = await (await db())
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, and(eq(profiles.userId, users.id)))
    .where(eq(users.id, userId))
    .limit(1);
  return Boolean(row);
}
