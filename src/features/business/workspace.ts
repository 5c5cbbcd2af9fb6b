import type { LeadItem } from '../leads/leads';
import type { HealthGap } from '../members/members';

/**
 * What the workspace's home shows (workspace.server.ts loads it): kept apart from the loading, so that the
 * views of the page (WaitingForAnswer.astro, ListingHealth.astro) may name it without importing server code.
 */

export interface WorkspaceListing {
  id: number;
  slug: string;
  serviceName: string;
  gaps: HealthGap[];
}

export interface WaitingBooking {
  id: number;
  /** The customer's name from their profile, or 'A Seva customer'. */
  customer: string;
  serviceName: string;
  kind: string;
  /** A ride's route and distance; null for a visit. */
  pickup: string | null;
  destination: string | null;
  distance: string | null;
  price: number;
  /** A visit's day and time window; null for a ride. */
  visitDate: string | null;
  slot: string | null;
  createdAt: Date;
}

export interface Workspace {
  partner: { id: number; slug: string; businessName: string; city: string };
  listings: WorkspaceListing[];
}

/** What waits for the business's answer, at the top of the workspace's home. */
export interface Waiting {
  /** Leads nobody answered yet (enquiries, booked visits), newest first, at most WAITING_SHOWN; and how many in all. */
  waitingLeads: LeadItem[];
  waitingLeadsTotal: number;
  /** Bookings (rides and visits) of its listings still waiting for the business's answer, newest first, at most WAITING_SHOWN. */
  waitingBookings: WaitingBooking[];
  waitingBookingsTotal: number;
}
