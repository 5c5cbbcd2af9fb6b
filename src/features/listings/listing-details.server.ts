import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { QueryResult } from 'pg';
import { db, tables } from '../../lib/server/db';
import { logger } from '../../lib/server/log';
import { categoryLabel } from '../catalog/labels';
import { measuredReplyMinutes, quoteRecord } from '../track-record/track-record';
import { listed, listingCoreColumns } from './listing-columns.server';
import { parseDayOpen } from './hours';
import type { CategoryCrumb, ListingDetails, PhotoItem, ProductData } from './listing-details';

const { categories, partners, servicePhotos, services } = tables;

/** The most photos a listing shows; older ones beyond it stay stored. */
const PHOTO_LIMIT = 60;

const listingColumns = {
  ...listingCoreColumns,
  basicInfo: services.basicInfo,
  otherInfo: services.otherInfo,
  hours: services.hours,
  isVerified: services.isVerified,
  replyMinutes: partners.replyMinutes,
  replySample: partners.replySample,
  quoteJobs: partners.quoteJobs,
  quoteMatched: partners.quoteMatched,
  categoryId: categories.id,
  categorySlug: categories.slug,
  categoryName: categories.name,
  isTransport: categories.isTransport,
  partnerId: partners.id,
  partnerSlug: partners.slug,
  businessName: partners.businessName,
  whatsapp: partners.whatsapp,
  mobile: partners.mobile,
  gstin: partners.gstin,
  gstConfirmedAt: partners.gstConfirmedAt,
  addressCheckedAt: partners.addressCheckedAt,
  phoneVerifiedNumber: services.phoneVerifiedNumber,
};

/** Main category first, the given one last. */
async function categoryChain(categoryId: number): Promise<CategoryCrumb[]> {
  const result = (await (
    await db()
  ).execute(sql`
    with recursive chain as (
      select id, parent_id, slug, name, 0 as depth from ${categories} where id = ${categoryId}
      union all
      select c.id, c.parent_id, c.slug, c.name, chain.depth + 1
      from ${categories} c join chain on c.id = chain.parent_id
      where chain.depth < 10
    )
    select slug, name from chain order by depth desc`)) as QueryResult<{ slug: string; name: string }>;
  return result.rows.map((row) => ({ slug: row.slug, name: row.name, label: categoryLabel(row) }));
}

/**
 * The order a listing's photos show in: those added since the owner last ordered them first, newest
 * first (a photo a customer just added shows at the front), then the owner's order.
 */
export const photoOrder = [sql`${servicePhotos.position} asc nulls first`, desc(servicePhotos.createdAt), desc(servicePhotos.id)];

/** A listing's photos in their order (photoOrder). */
export async function listPhotos(serviceId: number): Promise<PhotoItem[]> {
  const rows = await (await db())
    .select()
    .from(servicePhotos)
    .where(eq(servicePhotos.serviceId, serviceId))
    .orderBy(...photoOrder)
    .limit(PHOTO_LIMIT);
  return rows.map((row) => ({ id: row.id, url: row.url, by_customer: row.userId !== null, created_at: row.createdAt.toISOString() }));
}

async function findListing(where: SQL): Promise<ListingDetails | null> {
  const [row] = await (await db())
    .select(listingColumns)
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .innerJoin(partners, eq(partners.id, services.partnerId))
    .where(and(where, listed))
    .limit(1);
  if (!row) return null;
  const {
    categoryId,
    categorySlug,
    categoryName,
    isTransport,
    partnerId,
    partnerSlug,
    businessName,
    whatsapp,
    mobile,
    replyMinutes,
    replySample,
    quoteJobs,
    quoteMatched,
    gstin,
    gstConfirmedAt,
    addressCheckedAt,
    phoneVerifiedNumber,
    ...listing
  } = row;
  const [chain, photos] = await Promise.all([categoryChain(categoryId), listPhotos(row.id)]);
  return {
    ...listing,
    category: {
      id: categoryId,
      slug: categorySlug,
      name: categoryName,
      label: categoryLabel({ slug: categorySlug, name: categoryName }),
      isTransport,
    },
    categoryChain: chain,
    replyMinutes: measuredReplyMinutes(replyMinutes, replySample),
    quoteRecord: quoteRecord(quoteJobs, quoteMatched),
    partner: { id: partnerId, slug: partnerSlug, businessName, whatsapp, mobile },
    badges: {
      gstin: gstConfirmedAt ? gstin : null,
      addressChecked: addressCheckedAt !== null,
      phoneVerified: phoneVerifiedNumber !== null && phoneVerifiedNumber === listing.contactNo,
    },
    photos,
  };
}

/** The listing of a /details/{slug} page, or null. */
export function findListingBySlug(slug: string): Promise<ListingDetails | null> {
  if (!slug || slug.length > 200) return Promise.resolve(null);
  return findListing(eq(services.slug, slug));
}

export function findListingById(id: number): Promise<ListingDetails | null> {
  return findListing(eq(services.id, id));
}

/**
 * The listing's hours when they can be read. Malformed hours are hidden and logged (SPEC.md section 8),
 * once per call so a broken partner shows up in the logs without flooding them with the same reason.
 */
export function readableHours(listing: Pick<ListingDetails, 'hours' | 'slug'>): ReturnType<typeof parseDayOpen> {
  const result = parseDayOpen(listing.hours);
  if (result.status === 'invalid') logger.warn({ listing: listing.slug, reason: result.reason }, 'invalid day_open: hours hidden');
  return result;
}

/** SPEC.md section 3's detail shape of a listing. */
export function toProductData(listing: ListingDetails): ProductData {
  const hours = readableHours(listing);
  return {
    name: listing.category.label,
    service_name: listing.serviceName,
    services_id: listing.id,
    slug: listing.slug,
    price: listing.price,
    ratings_average: listing.ratingsAverage,
    rating_count: listing.ratingCount,
    service_address: listing.serviceAddress,
    contact_no: listing.contactNo,
    featured_image: listing.featuredImage,
    basic_info: listing.basicInfo,
    other_info: listing.otherInfo,
    is_transport: listing.category.isTransport,
    hours: hours.status === 'ok' ? listing.hours : null,
    year_established: listing.yearEstablished,
    lat: listing.lat,
    lng: listing.lng,
    category_slug: listing.category.slug,
    partner_slug: listing.partner.slug,
    photos: listing.photos,
  };
}

/** What the write calls need to know about a listing they act on. */
export interface ListingRef {
  id: number;
  slug: string;
  serviceName: string;
  price: number;
  isTransport: boolean;
  partnerEmail: string | null;
  partnerName: string;
  partnerId: number;
}

const refColumns = {
  id: services.id,
  slug: services.slug,
  serviceName: services.serviceName,
  price: services.price,
  isTransport: categories.isTransport,
  partnerEmail: partners.email,
  partnerName: partners.businessName,
  partnerId: services.partnerId,
};

async function findRef(where: SQL): Promise<ListingRef | null> {
  const [row] = await (await db())
    .select(refColumns)
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .innerJoin(partners, eq(partners.id, services.partnerId))
    .where(and(where, listed))
    .limit(1);
  return row ?? null;
}

export const findListingRefById = (id: number) => findRef(eq(services.id, id));
export const findListingRefBySlug = (slug: string) => findRef(eq(services.slug, slug));

/** The business a listing belongs to, or null when there is no such listing. */
export async function partnerOfListing(servicesId: number): Promise<number | null> {
  const database = await db();
  const [row] = await database.select({ partnerId: services.partnerId }).from(services).where(eq(services.id, servicesId)).limit(1);
  return row?.partnerId ?? null;
}

/** Keeps a photo a signed-in customer added to a listing. */
export async function addCustomerPhoto(serviceId: number, userId: number, url: string): Promise<PhotoItem> {
  const [row] = await (await db()).insert(servicePhotos).values({ serviceId, userId, url }).returning();
  return { id: row!.id, url: row!.url, by_customer: true, created_at: row!.createdAt.toISOString() };
}
