/** Shapes of the API answers the profile reads (SPEC.md section 7). */
import type { ListingName } from '../listings/listing-shape';

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
export interface NotificationItem {
  notification_id: number;
  message: string;
  created_at: string;
  is_seen: number;
}
export interface HistoryItem {
  booking_id: number;
  booking_amount: number;
  booking_status: number;
  status_text: string;
  kind: string;
  service_name: string;
  business_name: string;
  pickup_location: string | null;
  destination_location: string | null;
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
export interface Wallet {
  balance: number;
  reward_per_friend: number;
  entries: Array<{ invite_id: number; friend_name: string; amount: number; created_at: string }>;
}
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
