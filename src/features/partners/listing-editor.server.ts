import { and, count, eq, isNull, ne } from 'drizzle-orm';
import { db, tables } from '../../lib/server/db';
import { HttpError, parseInput, unauthorized } from '../../lib/server/http';
import { removeStoredImage } from '../../lib/server/images';
import { listPartnerSiteServices } from './partners.server';
import { listPhotos, photoOrder } from '../listings/listing-details.server';
import {
  type EditableListing,
  type EditableSite,
  LISTING_PHOTO_MAX,
  type ListingEdit,
  listingEditMessages,
  SITE_ICONS,
  type SiteEdit,
  siteEditSchema,
  siteErrorKey,
  type SiteIcon,
  storedDayOpen,
} from './listing-editor';
import { notYourBusiness, requireMember } from '../members/membership.server';
import type { MemberAction } from '../members/permissions';
import { partnerOfListing } from '../listings/listing-details.server';
import { refreshSearchText } from '../listings/search-text.server';
import { checkNewListingEmail } from './listing-email.server';
import type { Database } from '../../lib/server/db/client';
import { m } from '../../lib/i18n';

const { partners, partnerSiteServices, servicePhotos, services } = tables;

/**
 * The check of every call on a listing of the editor, for the action it takes ('listing.edit',
 * 'listing.photos'): 401 without a user, 404 when the listing is not of a business the user belongs to
 * (whether it exists or not), 403 for a role that may not (staff). Answers the listing's business.
 */
export async function requireListingMember(
  user: App.SessionUser | null,
  servicesId: number,
  action: MemberAction,
): Promise<{ id: number; partnerId: number }> {
  if (!user) throw unauthorized();
  const partnerId = await partnerOfListing(servicesId);
  if (partnerId === null) throw notYourBusiness();
  await requireMember(user, partnerId, action);
  return { id: servicesId, partnerId };
}

/** A listing with what its owner may change. The caller has checked the member (requireListingMember). */
export async function loadEditableListing(servicesId: number): Promise<EditableListing | null> {
  const database = await db();
  const [row] = await database
    .select({
      services_id: services.id,
      slug: services.slug,
      partner_id: partners.id,
      partner_slug: partners.slug,
      service_name: services.serviceName,
      basic_info: services.basicInfo,
      other_info: services.otherInfo,
      price: services.price,
      contact_no: services.contactNo,
      hours: services.hours,
      whatsapp: partners.whatsapp,
      email: partners.email,
      facebook: partners.facebook,
      instagram: partners.instagram,
      featured_image: services.featuredImage,
    })
    .from(services)
    .innerJoin(partners, eq(partners.id, services.partnerId))
    .where(eq(services.id, servicesId))
    .limit(1);
  if (!row) return null;
  const { hours, ...listing } = row;
  const photos = await listPhotos(servicesId);
  return {
    ...listing,
    day_open: storedDayOpen(hours),
    photos: photos.map((photo) => ({ id: photo.id, url: photo.url, by_customer: photo.by_customer, featured: photo.url === listing.featured_image })),
  };
}

/**
 * Saves an owner's edit of a listing: its own fields on the listing, the business's contact links on the
 * business. The hours go to both: the listing's details page and the business's mini-site show the
 * hours the owner last saved (the demo catalogue keeps them the same too).
 */
export async function saveListingEdit(listing: { id: number; partnerId: number }, edit: ListingEdit): Promise<void> {
  const database = await db();
  const listingSet: Partial<typeof services.$inferInsert> = {};
  const partnerSet: Partial<typeof partners.$inferInsert> = {};
  if (edit.service_name !== undefined) listingSet.serviceName = edit.service_name;
  if (edit.basic_info !== undefined) listingSet.basicInfo = edit.basic_info;
  if (edit.other_info !== undefined) listingSet.otherInfo = edit.other_info;
  if (edit.price !== undefined) listingSet.price = edit.price;
  if (edit.contact_no !== undefined) listingSet.contactNo = edit.contact_no;
  if (edit.day_open !== undefined) {
    const hours = edit.day_open === null ? null : JSON.stringify(edit.day_open);
    listingSet.hours = hours;
    partnerSet.dayOpen = hours;
  }
  if (edit.whatsapp !== undefined) partnerSet.whatsapp = edit.whatsapp;
  if (edit.email !== undefined) partnerSet.email = edit.email;
  if (edit.facebook !== undefined) partnerSet.facebook = edit.facebook;
  if (edit.instagram !== undefined) partnerSet.instagram = edit.instagram;
  await database.transaction(async (tx) => {
    if (Object.keys(listingSet).length) await tx.update(services).set(listingSet).where(eq(services.id, listing.id));
    // Search matches the name through the listing's search text.
    if (edit.service_name !== undefined) await refreshSearchText(tx, { serviceIds: [listing.id] });
    // A new email counts for claims only once the code mailed to it is entered (listing-email.server.ts).
    if (edit.email !== undefined) await checkNewListingEmail(tx as unknown as Database, listing.partnerId, edit.email);
    if (Object.keys(partnerSet).length) await tx.update(partners).set(partnerSet).where(eq(partners.id, listing.partnerId));
  });
}

// ---------------------------------------------------------------------------------------------
// Photos
// ---------------------------------------------------------------------------------------------

/** The business's own photos of a listing (customers' are not counted against the cap). */
async function ownPhotoCount(servicesId: number): Promise<number> {
  const [row] = await (await db())
    .select({ photos: count() })
    .from(servicePhotos)
    .where(and(eq(servicePhotos.serviceId, servicesId), isNull(servicePhotos.userId)));
  return row?.photos ?? 0;
}

/** Refuses an upload before it is stored when the listing has its most photos already. */
export async function checkRoomForPhoto(servicesId: number): Promise<void> {
  if ((await ownPhotoCount(servicesId)) >= LISTING_PHOTO_MAX)
    throw new HttpError(409, listingEditMessages.tooManyPhotos, { photo: listingEditMessages.tooManyPhotos });
}

/**
 * Keeps a photo the business added (no user: it is the business's own) at the front of its photos. A
 * listing that shows no photo of its own yet gets it as its featured image too.
 */
export async function addOwnerPhoto(servicesId: number, url: string): Promise<void> {
  const database = await db();
  await database.transaction(async (tx) => {
    await tx.insert(servicePhotos).values({ serviceId: servicesId, userId: null, url });
    const [others] = await tx
      .select({ photos: count() })
      .from(servicePhotos)
      .where(and(eq(servicePhotos.serviceId, servicesId), ne(servicePhotos.url, url)));
    if ((others?.photos ?? 0) === 0) await tx.update(services).set({ featuredImage: url }).where(eq(services.id, servicesId));
  });
}

/** Puts a listing's photos in the owner's order (position 0 first). `photoIds` must name every shown photo once. */
export async function orderPhotos(servicesId: number, photoIds: number[]): Promise<void> {
  const shown = (await listPhotos(servicesId)).map((photo) => photo.id);
  const same = photoIds.length === shown.length && new Set(photoIds).size === photoIds.length && photoIds.every((id) => shown.includes(id));
  if (!same) {
    const message = m['listingEditor.refusal.photoOrder']();
    throw new HttpError(422, message, { photo_ids: message });
  }
  const database = await db();
  await database.transaction(async (tx) => {
    for (const [index, id] of photoIds.entries()) {
      await tx
        .update(servicePhotos)
        .set({ position: index })
        .where(and(eq(servicePhotos.id, id), eq(servicePhotos.serviceId, servicesId)));
    }
  });
}

async function photoOf(servicesId: number, photoId: number) {
  const [photo] = await (await db())
    .select({ id: servicePhotos.id, url: servicePhotos.url })
    .from(servicePhotos)
    .where(and(eq(servicePhotos.id, photoId), eq(servicePhotos.serviceId, servicesId)))
    .limit(1);
  if (!photo) throw new HttpError(404, m['listingEditor.refusal.noSuchPhoto']());
  return photo;
}

/** Makes a photo of the listing its featured image (the one its card and page lead with). */
export async function featurePhoto(servicesId: number, photoId: number): Promise<void> {
  const photo = await photoOf(servicesId, photoId);
  await (await db()).update(services).set({ featuredImage: photo.url }).where(eq(services.id, servicesId));
}

/**
 * Deletes a photo of the listing (the business's or a customer's). The featured one hands its place to the
 * next photo; the only photo, when featured, stays until another is uploaded. The stored file goes too
 * when nothing else shows it.
 */
export async function deletePhoto(servicesId: number, photoId: number): Promise<void> {
  const photo = await photoOf(servicesId, photoId);
  const database = await db();
  const stillUsed = await database.transaction(async (tx) => {
    const [listing] = await tx.select({ featured: services.featuredImage }).from(services).where(eq(services.id, servicesId)).limit(1);
    if (listing?.featured === photo.url) {
      const [next] = await tx
        .select({ url: servicePhotos.url })
        .from(servicePhotos)
        .where(and(eq(servicePhotos.serviceId, servicesId), ne(servicePhotos.url, photo.url)))
        .orderBy(...photoOrder)
        .limit(1);
      if (!next) throw new HttpError(409, listingEditMessages.lastFeatured);
      await tx.update(services).set({ featuredImage: next.url }).where(eq(services.id, servicesId));
    }
    await tx.delete(servicePhotos).where(eq(servicePhotos.id, photo.id));
    const [photos] = await tx.select({ uses: count() }).from(servicePhotos).where(eq(servicePhotos.url, photo.url));
    const [featured] = await tx.select({ uses: count() }).from(services).where(eq(services.featuredImage, photo.url));
    return (photos?.uses ?? 0) + (featured?.uses ?? 0) > 0;
  });
  if (!stillUsed) await removeStoredImage(photo.url);
}

// ---------------------------------------------------------------------------------------------
// The mini-site
// ---------------------------------------------------------------------------------------------

const isSiteIcon = (value: string): value is SiteIcon => (SITE_ICONS as readonly string[]).includes(value);

/** The owner's services grid of a mini-site in its order; empty when the owner has written none. */
export async function listSiteServices(partnerId: number): Promise<EditableSite['services']> {
  const rows = await listPartnerSiteServices(partnerId);
  return rows.map((row) => ({ ...row, icon: isSiteIcon(row.icon) ? row.icon : 'wrench' }));
}

/** The mini-site's parts an owner edits. The caller has checked the member (requireMember, 'site.edit'). */
export async function loadEditableSite(partnerId: number): Promise<EditableSite | null> {
  const [partner] = await (await db())
    .select({ slug: partners.slug, brand_color: partners.brandColor, accent_color: partners.accentColor })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1);
  if (!partner) return null;
  return { partner_id: partnerId, ...partner, services: await listSiteServices(partnerId), icons: SITE_ICONS };
}

/** Saves the grid (replaced as a whole, in the order given) and the colours. */
export async function saveSiteEdit(partnerId: number, edit: SiteEdit): Promise<void> {
  const database = await db();
  await database.transaction(async (tx) => {
    const colours: Partial<typeof partners.$inferInsert> = {};
    if (edit.brand_color !== undefined) colours.brandColor = edit.brand_color;
    if (edit.accent_color !== undefined) colours.accentColor = edit.accent_color;
    if (Object.keys(colours).length) await tx.update(partners).set(colours).where(eq(partners.id, partnerId));
    if (edit.services !== undefined) {
      await tx.delete(partnerSiteServices).where(eq(partnerSiteServices.partnerId, partnerId));
      if (edit.services.length) {
        await tx.insert(partnerSiteServices).values(edit.services.map((service, position) => ({ partnerId, position, ...service })));
      }
    }
  });
}

/**
 * A site edit parsed like every input (parseInput), with each error under its own field of the grid
 * (`services.2.price`), so the island shows it there.
 */
export function parseSiteEdit(body: unknown): SiteEdit {
  const result = siteEditSchema.safeParse(body);
  if (result.success) return parseInput(siteEditSchema, body);
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[siteErrorKey(issue.path)] ??= issue.message;
  throw new HttpError(422, Object.values(errors)[0] ?? m['error.invalidInput'](), errors);
}
