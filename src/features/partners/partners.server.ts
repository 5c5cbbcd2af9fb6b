/** Partner mini-sites: the partner, its listings and reviews, its counters and its contact form. */
import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { clock } from '../../lib/server/clock';
import { type Database, db } from '../../lib/server/db';
import { contactMessages, partnerSiteServices, partners, partnerVisits, reviews, services } from '../../lib/server/db/schema';
import { formatIndianPhone } from '../../lib/format';
import { logger } from '../../lib/server/log';
import { categoryTree } from '../catalog/catalog.server';
import { listed, listingCoreColumns } from '../listings/listing-columns.server';
import { partnerListed } from '../../lib/server/db/listed';
import { bestRatedFirst } from '../listings/ranking.server';
import { countEvent } from '../insights/insights.server';
import { mailSubmission } from '../content/support-mail.server';
import { parseDayOpen } from '../listings/hours';
import { notFound } from '../../lib/server/http';
import { hashedKeyPart, limitOrRefuse } from '../../lib/server/rate-limit';
import { type PartnerContactInput, partnerContactLimits, partnerContactSuccess } from './partner-contact';
import type { PartnerListing, PartnerSiteData, PartnerSiteService, PartnerTestimonial } from './partner-site';
import { type CounterTarget, parseOtherImages } from './partners';
import { m } from '../../lib/i18n';

export type PartnerRow = typeof partners.$inferSelect;

/** The page's data (partner-site.ts PartnerSiteData) with the partner's whole row, which the API's answer reads. */
export interface PartnerPageData extends PartnerSiteData {
  partner: PartnerRow;
}

/** How many reviews the testimonials section (and the API's review_ratings) shows. */
export const TESTIMONIAL_LIMIT = 6;
const TESTIMONIAL_MIN_RATING = 4;

const database = async (on?: Database) => on ?? (await db());

/** The partner of a slug whose page the public may see (not a draft waiting for approval), or undefined. */
export async function findPartnerBySlug(slug: string, on?: Database): Promise<PartnerRow | undefined> {
  const [row] = await (await database(on))
    .select()
    .from(partners)
    .where(and(eq(partners.slug, slug), partnerListed))
    .limit(1);
  return row;
}

/**
 * A partner's listings with their categories (from the category tree in memory: each listing's category and the
 * one above it, by label in the request's language), best rated first.
 */
export async function listPartnerListings(partnerId: number): Promise<PartnerListing[]> {
  const [tree, rows] = await Promise.all([
    categoryTree(),
    (await db())
      .select({ ...listingCoreColumns, categoryId: services.categoryId })
      .from(services)
      .where(and(eq(services.partnerId, partnerId), listed))
      .orderBy(...bestRatedFirst),
  ]);
  return rows.flatMap(({ categoryId, ...listing }) => {
    const node = tree.byId.get(categoryId);
    if (!node) return [];
    const above = node.parentId === null ? undefined : tree.byId.get(node.parentId);
    const { id, slug, name, label, icon, isTransport } = node;
    return [{ ...listing, parent: above ? { slug: above.slug, label: above.label } : null, category: { id, slug, name, label, icon, isTransport } }];
  });
}

/** Good reviews with a comment over a set of listings, best and newest first. */
export async function listPartnerTestimonials(serviceIds: number[], limit = TESTIMONIAL_LIMIT, on?: Database): Promise<PartnerTestimonial[]> {
  if (serviceIds.length === 0) return [];
  return (await database(on))
    .select({
      id: reviews.id,
      firstName: reviews.firstName,
      lastName: reviews.lastName,
      ratings: reviews.ratings,
      comments: reviews.comments,
      createdAt: reviews.createdAt,
      serviceName: services.serviceName,
      reply: reviews.reply,
      replyAt: reviews.replyAt,
    })
    .from(reviews)
    .innerJoin(services, eq(services.id, reviews.serviceId))
    .where(and(inArray(reviews.serviceId, serviceIds), gte(reviews.ratings, TESTIMONIAL_MIN_RATING), ne(sql`trim(${reviews.comments})`, '')))
    .orderBy(desc(reviews.ratings), desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

/** Count and average (one decimal) of every review of a set of listings. */
export async function ratingOfListings(serviceIds: number[], on?: Database): Promise<{ average: number; count: number }> {
  if (serviceIds.length === 0) return { average: 0, count: 0 };
  const [row] = await (await database(on))
    .select({ count: sql<number>`count(*)`.mapWith(Number), average: sql<number>`coalesce(avg(${reviews.ratings}), 0)`.mapWith(Number) })
    .from(reviews)
    .where(inArray(reviews.serviceId, serviceIds));
  return { count: row?.count ?? 0, average: Math.round((row?.average ?? 0) * 10) / 10 };
}

/** The owner's services grid of a mini-site (the workspace's Mini-site section writes it), in their order. */
export async function listPartnerSiteServices(partnerId: number, on?: Database): Promise<PartnerSiteService[]> {
  return (await database(on))
    .select({
      name: partnerSiteServices.name,
      description: partnerSiteServices.description,
      price: partnerSiteServices.price,
      icon: partnerSiteServices.icon,
    })
    .from(partnerSiteServices)
    .where(eq(partnerSiteServices.partnerId, partnerId))
    .orderBy(asc(partnerSiteServices.position), asc(partnerSiteServices.id));
}

/**
 * Everything the partner page shows, or undefined for an unknown slug. A day_open that cannot be read
 * hides the hours and is logged with the partner's id and the reason only (SPEC.md section 8).
 */
export async function loadPartnerPage(slug: string): Promise<PartnerPageData | undefined> {
  const partner = await findPartnerBySlug(slug);
  if (!partner) return undefined;
  const listings = await listPartnerListings(partner.id);
  const ids = listings.map((listing) => listing.id);
  const [testimonials, rating, siteServices] = await Promise.all([
    listPartnerTestimonials(ids, TESTIMONIAL_LIMIT),
    ratingOfListings(ids),
    listPartnerSiteServices(partner.id),
  ]);
  const hours = parseDayOpen(partner.dayOpen);
  if (hours.status === 'invalid') {
    logger.warn({ partnerId: partner.id, reason: hours.reason }, 'partner day_open is invalid; business hours hidden');
  }
  const images = [partner.featuredImage, ...parseOtherImages(partner.otherImages)].filter((url, index, all) => url && all.indexOf(url) === index);
  return { partner, listings, rating, testimonials, images, hours, siteServices };
}

/**
 * The partner a counter's {id} counts for (partners.ts `parseCounterTarget`): the partner of the listing
 * with that id when there is one, else the partner with that id; undefined when there is no such partner.
 */
export async function partnerOfCounterTarget(target: CounterTarget, on?: Database): Promise<number | undefined> {
  const database_ = await database(on);
  if (target.kind === 'listing-or-partner') {
    const [listing] = await database_
      .select({ partnerId: services.partnerId })
      .from(services)
      .where(and(eq(services.id, target.id), listed))
      .limit(1);
    if (listing) return listing.partnerId;
  }
  const [partner] = await database_
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.id, target.id), partnerListed))
    .limit(1);
  return partner?.id;
}

/**
 * Counts a visit of a partner page once per visit id (partner_visits has one row per partner and visit;
 * a second call of the same visit adds nothing), in the total and in today's visits of its insights. Without a visit id every call counts, as the plain
 * SPEC.md call does. Returns the partner's count, or undefined for an unknown partner.
 */
export async function recordPartnerVisit(partnerId: number, visitId: string | null, on?: Database): Promise<number | undefined> {
  const database_ = await database(on);
  return database_.transaction(async (tx) => {
    const [partner] = await tx.select({ count: partners.trafficCount }).from(partners).where(eq(partners.id, partnerId)).limit(1);
    if (!partner) return undefined;
    if (visitId) {
      const inserted = await tx
        .insert(partnerVisits)
        .values({ partnerId, visitId })
        .onConflictDoNothing()
        .returning({ visitId: partnerVisits.visitId });
      if (inserted.length === 0) return partner.count;
    }
    const [updated] = await tx
      .update(partners)
      .set({ trafficCount: sql`${partners.trafficCount} + 1` })
      .where(eq(partners.id, partnerId))
      .returning({ count: partners.trafficCount });
    await countEvent(partnerId, 'visit', clock.now(), tx);
    return updated!.count;
  });
}

/** The partner's traffic count without counting (for a bot's call), or undefined for an unknown partner. */
export async function partnerTrafficCount(partnerId: number, on?: Database): Promise<number | undefined> {
  const [row] = await (await database(on)).select({ count: partners.trafficCount }).from(partners).where(eq(partners.id, partnerId)).limit(1);
  return row?.count;
}

/** The partner's call count without counting (a call from another site's page), or undefined for an unknown partner. */
export async function partnerCallCount(partnerId: number, on?: Database): Promise<number | undefined> {
  const [row] = await (await database(on)).select({ count: partners.callCount }).from(partners).where(eq(partners.id, partnerId)).limit(1);
  return row?.count;
}

/**
 * Adds one to a partner's call count (Call Now tapped) and to today's calls in its insights; the new
 * count, or undefined for an unknown partner.
 */
export async function recordPartnerCall(partnerId: number, on?: Database): Promise<number | undefined> {
  return (await database(on)).transaction(async (tx) => {
    const [row] = await tx
      .update(partners)
      .set({ callCount: sql`${partners.callCount} + 1` })
      .where(eq(partners.id, partnerId))
      .returning({ count: partners.callCount });
    if (row) await countEvent(partnerId, 'call', clock.now(), tx);
    return row?.count;
  });
}

/**
 * Counts one contact message against partner-contact.ts's per-sender-email and per-partner limits
 * (the per-caller one is counted first, by the endpoint or the page); over either it is a 429.
 */
export async function limitPartnerContact(partnerId: number, email: string): Promise<void> {
  await limitOrRefuse(`partner-contact:from:${hashedKeyPart(email)}`, partnerContactLimits.fromEmail, 'messages');
  await limitOrRefuse(`partner-contact:to:${partnerId}`, partnerContactLimits.toPartner, 'messages');
}

/**
 * Keeps a message from a partner page's contact form and mails it: to the partner when it has an email
 * address, otherwise to support with a note to pass it on. The row is written first, so a failed mail
 * loses nothing (mailSubmission logs it). Undefined for an unknown partner, or one the public may not see (a draft).
 */
export async function submitPartnerContact(
  partnerId: number,
  input: PartnerContactInput,
  on?: Database,
): Promise<{ id: number; mailed: boolean; to: 'partner' | 'support'; businessName: string } | undefined> {
  const database_ = await database(on);
  const [partner] = await database_
    .select({ id: partners.id, businessName: partners.businessName, email: partners.email, mobile: partners.mobile, slug: partners.slug })
    .from(partners)
    .where(and(eq(partners.id, partnerId), partnerListed))
    .limit(1);
  if (!partner) return undefined;
  const [row] = await database_
    .insert(contactMessages)
    .values({ partnerId, name: input.name, email: input.email, subject: input.subject, message: input.message })
    .returning({ id: contactMessages.id });
  const id = row!.id;
  const toPartner = Boolean(partner.email);
  const mailed = await mailSubmission({
    kind: 'partner_contact_message',
    id,
    to: partner.email ?? undefined,
    subject: m['mail.partnerContact.subject']({ subject: input.subject, name: input.name }),
    replyTo: input.email,
    fields: [
      ...(toPartner
        ? []
        : ([
            [m['mail.field.note'](), m['mail.partnerContact.noEmail']({ business: partner.businessName, phone: formatIndianPhone(partner.mobile) })],
          ] as [string, string][])),
      [m['mail.field.to'](), partner.businessName],
      [m['mail.field.name'](), input.name],
      [m['mail.field.email'](), input.email],
      [m['mail.field.subject'](), input.subject],
      [m['mail.field.message'](), input.message],
      [m['mail.field.reference'](), `contact_messages #${id} (partner ${partner.slug})`],
    ],
  });
  return { id, mailed, to: toPartner ? 'partner' : 'support', businessName: partner.businessName };
}

/** The contact form sent to the partner's page as a plain POST: what the page says, or 404 for an unknown partner. */
export async function sendPartnerContactFromPage(partnerId: number, input: PartnerContactInput): Promise<string> {
  const sent = await submitPartnerContact(partnerId, input);
  if (!sent) throw notFound(m['partner.refusal.noSuchPartner']());
  return partnerContactSuccess(sent.businessName);
}

/**
 * The answer of POST /api/get-partner-data (SPEC.md sections 3 and 7: details, categories,
 * review_ratings). other_images and day_open are passed on as stored: other_images is the JSON text of its
 * list (one JSON.parse gives the list: SPEC's "may arrive as a string"); day_open is JSON text, maybe malformed.
 */
export function partnerDataPayload(page: PartnerPageData) {
  const { partner, listings, testimonials, rating } = page;
  return {
    details: {
      id: partner.id,
      emp_id: partner.id,
      slug: partner.slug,
      service_name: partner.businessName,
      tagline: partner.tagline,
      about: partner.about,
      featured_image: partner.featuredImage,
      business_location_name: partner.businessLocationName,
      /** The street address of its listings (the first, best-rated one). */
      service_address: listings[0]?.serviceAddress ?? null,
      city: partner.city,
      email: partner.email,
      mobile: partner.mobile,
      facebook: partner.facebook,
      instagram: partner.instagram,
      whatsapp: partner.whatsapp,
      other_images: partner.otherImages,
      services_id: listings[0]?.id ?? null,
      day_open: partner.dayOpen,
      all_categories: [...new Set(listings.map((listing) => listing.category.label))],
      brand_color: partner.brandColor,
      accent_color: partner.accentColor,
      ratings_average: rating.average,
      rating_count: rating.count,
      traffic_count: partner.trafficCount,
      call_count: partner.callCount,
    },
    categories: listings.map((listing) => ({
      icon: listing.category.icon,
      name: listing.category.label,
      slug: listing.category.slug,
      services_id: listing.id,
      service_name: listing.serviceName,
      service_slug: listing.slug,
      description: listing.description,
      price: listing.price,
      ratings_average: listing.ratingsAverage,
      rating_count: listing.ratingCount,
    })),
    review_ratings: testimonials.map((review) => ({
      first_name: review.firstName,
      last_name: review.lastName,
      ratings: review.ratings,
      comments: review.comments,
      created_at: review.createdAt.toISOString(),
      service_name: review.serviceName,
    })),
  };
}
