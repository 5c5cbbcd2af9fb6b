import { m, saidWhenRead } from '../../lib/i18n';
import type { BusinessBooking } from '../bookings/booking-decisions';
import type { LeadItem } from '../leads/leads';

/**
 * What the workspace's home shows (workspace.server.ts loads it) and its pure rules (a listing's health, the
 * business shown of several, what waits): kept apart from the loading, so that the views of the page
 * (WaitingForAnswer.astro, ListingHealth.astro) may name it without importing server code.
 */

export interface WorkspaceListing {
  id: number;
  slug: string;
  serviceName: string;
  gaps: HealthGap[];
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
  waitingBookings: BusinessBooking[];
  waitingBookingsTotal: number;
}

/** What a listing lacks that customers look for, each with the part of the listing that fixes it. */
export type HealthGap = 'photos' | 'hours' | 'description' | 'whatsapp';

/** What a gap is called and why it matters, in the language of the request that reads it. */
export const healthGapText: Record<HealthGap, { readonly title: string; readonly why: string }> = {
  photos: saidWhenRead({ title: m['workspace.gap.photos.title'], why: m['workspace.gap.photos.why'] }),
  hours: saidWhenRead({ title: m['workspace.gap.hours.title'], why: m['workspace.gap.hours.why'] }),
  description: saidWhenRead({ title: m['workspace.gap.description.title'], why: m['workspace.gap.description.why'] }),
  whatsapp: saidWhenRead({ title: m['workspace.gap.whatsapp.title'], why: m['workspace.gap.whatsapp.why'] }),
};

/** A listing's parts in the order its page shows them, and what each says once it is done. */
export const healthParts: readonly HealthGap[] = ['photos', 'hours', 'description', 'whatsapp'];
export const healthDoneText: Record<HealthGap, () => string> = {
  photos: m['workspace.gap.photos.done'],
  hours: m['workspace.gap.hours.done'],
  description: m['workspace.gap.description.done'],
  whatsapp: m['workspace.gap.whatsapp.done'],
};

/** The facts of a listing that health looks at. */
export interface ListingFacts {
  /** Photos on the listing's details page. */
  photoCount: number;
  /** Its hours can be read, so customers see them (malformed hours are hidden). */
  hoursShown: boolean;
  basicInfo: string;
  /** The business's WhatsApp number. */
  whatsapp: string | null;
}

/** Shortest description that tells a customer something. */
const DESCRIPTION_MIN_CHARACTERS = 40;

/** The gaps of a listing, most important first. */
export function healthGaps(facts: ListingFacts): HealthGap[] {
  const gaps: HealthGap[] = [];
  if (facts.photoCount === 0) gaps.push('photos');
  if (!facts.hoursShown) gaps.push('hours');
  if (facts.basicInfo.trim().length < DESCRIPTION_MIN_CHARACTERS) gaps.push('description');
  if (!facts.whatsapp?.trim()) gaps.push('whatsapp');
  return gaps;
}

/** The business to show of several: the one asked for when the user belongs to it, else the first. */
export function chooseBusiness<T extends { partner_id: number }>(memberships: readonly T[], asked: number | null): T | undefined {
  return memberships.find((entry) => entry.partner_id === asked) ?? memberships[0];
}

/** "3 leads and 1 booking": how much waits for the business's answer, for the home's heading; '' when nothing. */
export function waitingCountText(leads: number, bookings: number): string {
  const leadsText = m['workspace.waiting.leads']({ count: leads });
  const bookingsText = m['workspace.waiting.bookings']({ count: bookings });
  if (leads > 0 && bookings > 0) return m['workspace.waiting.both']({ leads: leadsText, bookings: bookingsText });
  return leads > 0 ? leadsText : bookings > 0 ? bookingsText : '';
}
