/** The data of provider cards for a list of listings, in one query by id (provider-card.ts), or from a list's own rows. */
import { and, eq, inArray } from 'drizzle-orm';
import { clock } from '../../lib/server/clock';
import { db } from '../../lib/server/db';
import { partners, services } from '../../lib/server/db/schema';
import { type CategoryTree, categoryTree } from '../catalog/catalog.server';
import { measuredReplyMinutes, quoteRecord } from '../track-record/track-record';
import { openState, parseDayOpen } from './hours';
import { listed, listingSummaryColumns } from './listing-columns.server';
import type { ProviderCardData } from './provider-card';

/** The columns a card is made of (a query joining the listing's business reads them). */
export const cardColumns = {
  ...listingSummaryColumns,
  contact_no: services.contactNo,
  price: services.price,
  is_verified: services.isVerified,
  hours: services.hours,
  replyMinutes: partners.replyMinutes,
  replySample: partners.replySample,
  quoteJobs: partners.quoteJobs,
  quoteMatched: partners.quoteMatched,
};

/** A row of cardColumns. */
export interface CardRow extends Omit<ProviderCardData, 'category_name' | 'is_transport' | 'open' | 'reply_minutes' | 'quote_record'> {
  category_id: number;
  hours: string | null;
  replyMinutes: number | null;
  replySample: number;
  quoteJobs: number;
  quoteMatched: number;
}

/** A card from its row, its open state worked out for `now`, the moment of the request, on the server. */
export function cardOf(
  { category_id, hours, replyMinutes, replySample, quoteJobs, quoteMatched, ...row }: CardRow,
  tree: CategoryTree,
  now: Date,
): ProviderCardData {
  const node = tree.byId.get(category_id);
  const parsed = parseDayOpen(hours);
  return {
    ...row,
    category_name: node?.label ?? '',
    is_transport: node?.isTransport ?? false,
    open: parsed.status === 'ok' ? openState(parsed.hours, now) : null,
    reply_minutes: measuredReplyMinutes(replyMinutes, replySample),
    quote_record: quoteRecord(quoteJobs, quoteMatched),
  };
}

/**
 * Cards for `ids`, in the order of `ids` (unknown ids are left out). The open state is worked out for
 * `now`, the moment of the request, on the server: the card needs no script to say 'Open now'.
 */
export async function providerCards(ids: number[], now = clock.now()): Promise<ProviderCardData[]> {
  if (ids.length === 0) return [];
  const tree = await categoryTree();
  const rows = await (await db())
    .select(cardColumns)
    .from(services)
    .innerJoin(partners, eq(partners.id, services.partnerId))
    .where(and(inArray(services.id, ids), listed));
  const byId = new Map(rows.map((row) => [row.services_id, cardOf(row, tree, now)] as const));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
