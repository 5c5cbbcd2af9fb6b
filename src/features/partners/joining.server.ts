import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { formatIndianPhone } from '../../lib/format';
import { m } from '../../lib/i18n';
import { clock } from '../../lib/server/clock';
import { db, tables } from '../../lib/server/db';
import type { Database } from '../../lib/server/db/client';
import { PARTNER_STATE } from '../../lib/server/db/listed';
import { HttpError } from '../../lib/server/http';
import { logger } from '../../lib/server/log';
import { categoryTree } from '../catalog/catalog.server';
import type { PartnerCategoryOption, PartnerLeadInput } from '../content/partner-lead';
import { submitPartnerLead } from '../content/partner-lead.server';
import { searchPlaces } from '../geo/india-gazetteer.server';
import { placeOfAddress } from '../listings/place-of-address';
import { placeNames } from '../listings/places';
import { refreshSearchText } from '../listings/search-text.server';
import { APPROVED_NOTICE_DAYS, type JoinStatus, slugWords } from './joining';
import { sendListingPhoneCode } from './listing-phone.server';

const { partnerMembers, partners, services } = tables;

/** What the form's sender reads once their draft is stored: the next step is the code sent to the phone. */
export interface JoinOutcome {
  partnerId: number;
  listingId: number;
  /** Its listing's details page and its mini-site, once approved. */
  listingSlug: string;
  partnerSlug: string;
  message: string;
}

const suffix = () => randomBytes(3).toString('hex');

/** The map point of an address's city (India's gazetteer), or the middle of India when it names none we know. */
async function pointOf(city: string, location: string): Promise<{ lat: number; lng: number }> {
  try {
    const [place] = await searchPlaces(city || location, { cities: true, limit: 1 });
    if (place) return { lat: place.lat, lng: place.lng };
  } catch (error) {
    logger.warn({ err: error }, 'gazetteer unavailable; a new business placed at the middle of India');
  }
  return { lat: 22.97, lng: 78.65 };
}

/**
 * /become-a-partner for a signed-in person: a draft business with them as its owner and its first listing (in
 * the category they chose), both hidden from the public (`partners.state` 'draft', `services.draft`) until an
 * operator approves it. The code that proves the phone is sent by SMS to the listing's number, as any owner's
 * "Phone verified" (listing-phone.server.ts); support still gets the form by mail. One draft a person at a time.
 */
export async function joinAsBusiness(user: App.SessionUser, input: PartnerLeadInput): Promise<JoinOutcome> {
  const tree = await categoryTree();
  const category = input.category_id === undefined ? undefined : tree.byId.get(input.category_id);
  if (!category || category.childCount > 0)
    throw new HttpError(422, m['partnerLead.invalid.category'](), { category_id: m['partnerLead.invalid.category']() });
  const address = `${input.business_location}, ${input.pincode}`;
  const place = placeOfAddress(address, placeNames());
  const city = place.city || input.business_location.split(',').at(-1)!.trim();
  const point = await pointOf(place.city, input.business_location);
  const words = slugWords(input.business_name) || 'business';

  const database = await db();
  const created = await database.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    // One person's drafts are made one at a time: a double submit finds the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`join:${user.id}`}))`);
    const [waiting] = await tx
      .select({ id: partners.id })
      .from(partnerMembers)
      .innerJoin(partners, eq(partners.id, partnerMembers.partnerId))
      .where(and(eq(partnerMembers.userId, user.id), eq(partners.state, PARTNER_STATE.draft)))
      .limit(1);
    if (waiting) throw new HttpError(409, m['partnerLead.alreadyWaiting']());
    const [partner] = await tx
      .insert(partners)
      .values({
        slug: `${words}-${suffix()}`,
        businessName: input.business_name,
        ownerName: input.name,
        businessLocationName: input.business_location,
        city,
        email: input.email,
        mobile: input.phone,
        featuredImage: category.icon,
        state: PARTNER_STATE.draft,
      })
      .returning({ id: partners.id, slug: partners.slug });
    const [listing] = await tx
      .insert(services)
      .values({
        partnerId: partner!.id,
        categoryId: category.id,
        slug: `${words}-${slugWords(city) || 'india'}-${suffix()}`,
        serviceName: input.business_name,
        serviceAddress: address,
        city,
        locality: place.locality || null,
        lat: point.lat,
        lng: point.lng,
        price: category.price,
        contactNo: input.phone,
        featuredImage: category.icon,
        draft: true,
      })
      .returning({ id: services.id, slug: services.slug });
    await tx.insert(partnerMembers).values({ partnerId: partner!.id, userId: user.id, role: 'owner' });
    await refreshSearchText(tx, { serviceIds: [listing!.id] });
    return { partnerId: partner!.id, listingId: listing!.id, partnerSlug: partner!.slug, listingSlug: listing!.slug };
  });
  // Support hears of it as before (stored and mailed; never failing the request).
  await submitPartnerLead(input);
  await sendListingPhoneCode(created.listingId, user.id);
  return { ...created, message: m['partnerLead.draftStored']({ phone: formatIndianPhone(input.phone) }) };
}

/** The categories a first listing may have: the catalogue's leaves, under their main category's label. */
export async function joinCategories(): Promise<PartnerCategoryOption[]> {
  const tree = await categoryTree();
  return tree.nodes
    .filter((node) => node.childCount === 0)
    .map((node) => ({ id: node.id, label: node.label, group: tree.ancestry(node.id)[0]?.label ?? node.label }))
    .sort((a, b) => a.group.localeCompare(b.group) || a.label.localeCompare(b.label));
}

/**
 * Where a business that joined by itself stands, for its owner (the workspace's home); null for a business that
 * never was a draft, or was approved long enough ago.
 */
export async function joinStatus(partnerId: number): Promise<JoinStatus | null> {
  const database = await db();
  const [partner] = await database
    .select({ state: partners.state, reason: partners.stateReason, decidedAt: partners.decidedAt })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1);
  if (!partner) return null;
  const [listing] = await database
    .select({ id: services.id, slug: services.slug, phone: services.contactNo, verified: services.phoneVerifiedNumber })
    .from(services)
    .where(eq(services.partnerId, partnerId))
    .orderBy(asc(services.id))
    .limit(1);
  if (partner.state === PARTNER_STATE.rejected) return { step: 'rejected', reason: partner.reason, decidedAt: partner.decidedAt ?? clock.now() };
  if (partner.state === PARTNER_STATE.draft && listing) {
    return listing.verified === listing.phone
      ? { step: 'review', listingId: listing.id }
      : { step: 'phone', listingId: listing.id, phone: listing.phone };
  }
  if (
    partner.state === PARTNER_STATE.live &&
    partner.decidedAt &&
    clock.now().getTime() - partner.decidedAt.getTime() < APPROVED_NOTICE_DAYS * 86_400_000
  ) {
    return { step: 'approved', listingSlug: listing?.slug ?? null, decidedAt: partner.decidedAt };
  }
  return null;
}
