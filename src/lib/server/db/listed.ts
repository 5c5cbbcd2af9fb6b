import { and, eq, isNull } from 'drizzle-orm';
import { partners, services } from './schema';

/**
 * Where a business stands with the public (`partners.state`): 'live'; one that joined by itself is a 'draft' until an
 * operator approves it ('live') or turns it down ('rejected'). Its listings are `draft` until then.
 */
export const PARTNER_STATE = { live: 'live', draft: 'draft', rejected: 'rejected' } as const;
export type PartnerState = (typeof PARTNER_STATE)[keyof typeof PARTNER_STATE];

/**
 * A listing the public may see: not taken down by an operator (features/operators/takedowns.server.ts) and not of a
 * business still waiting for an operator's approval (a draft, features/partners/joining.server.ts). Every public read
 * of listings (lists, search, store lists, details, the partner page, sitemaps, cards, the catalogue's counts,
 * favourites) filters with it. Here, beside the schema, so that any feature may read it without importing another.
 */
export const listed = and(isNull(services.takenDownAt), eq(services.draft, false))!;

/** A business whose pages the public may see (its mini-site, its sitemap entry): approved, or never a draft. */
export const partnerListed = eq(partners.state, PARTNER_STATE.live);
