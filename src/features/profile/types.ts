/**
 * Shapes of the API answers the profile reads (SPEC.md section 7), written once: the server functions that
 * make them are typed with these, so the islands and the server cannot drift apart.
 */
import type { ListingName } from '../listings/listing-shape';
import type { NotificationItem } from '../notifications/notifications';

export interface Summary {
  status: 1 | 2;
  u_data: { name?: string; first_name?: string; phone?: string; profile_pic?: string | null; ref_code: string };
}
/** GET /api/sessions: where the customer is signed in. */
export interface SessionItem {
  id: string;
  created_at: string;
  last_seen_at: string;
  user_agent: string;
  current: boolean;
}
/** GET /api/get_user_history_data: one of the user's bookings (profile.server.ts listBookingHistory). */
export interface HistoryItem {
  booking_id: number;
  booking_amount: number;
  booking_status: number;
  /** Pending, Confirmed, Declined, Cancelled or Completed (bookings/booking-process.ts). */
  status_text: string;
  /** 'ride' or 'visit'. */
  kind: string;
  service_name: string;
  /** The business the listing belongs to. */
  business_name: string;
  /** A ride's route; null for a visit. */
  pickup_location: string | null;
  destination_location: string | null;
  /** A visit's India day (YYYY-MM-DD) and time window ('10:00-12:00'); null for a ride. */
  visit_date: string | null;
  slot: string | null;
  created_at: string;
  /** Why the business declined it (status 2), else null. */
  decline_reason: string | null;
  /** Another day and window the business proposed for a pending visit; else null. */
  proposed_date: string | null;
  proposed_slot: string | null;
}
/** A saved service as the Favourites table shows it. */
export type FavouriteService = ListingName;
/** GET /api/get-wallet-data's data (invites.server.ts getWallet). */
export interface Wallet {
  balance: number;
  reward_per_friend: number;
  entries: Array<{ invite_id: number; friend_name: string; amount: number; created_at: string }>;
}
/** GET /api/get-dashboard-data's data (profile.server.ts getDashboard). */
export interface Dashboard {
  bookings: number;
  favourites: number;
  unread_notifications: number;
  wallet_balance: number;
  friends_invited: number;
  recent_bookings: HistoryItem[];
  recent_notifications: NotificationItem[];
}
export interface Person {
  name: string;
  picture: string | null;
}
