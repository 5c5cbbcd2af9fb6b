import { and, desc, eq } from 'drizzle-orm';
import { db } from '../../lib/server/db';
import { favourites, services } from '../../lib/server/db/schema';
import { HttpError } from '../../lib/server/http';
import { listed, listingNameColumns } from '../listings/listing-columns.server';
import type { ListingName } from '../listings/listing-shape';
import { m } from '../../lib/i18n';

/** Saves a service as the user's favourite, or removes it when it was saved (SPEC.md's heart toggle). */
export async function toggleFavourite(userId: number, serviceId: number): Promise<'added' | 'removed'> {
  const database = await db();
  return database.transaction(async (tx) => {
    const [service] = await tx
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.id, serviceId), listed))
      .limit(1);
    if (!service) throw new HttpError(404, m['favourite.refusal.noSuchService']());
    const removed = await tx
      .delete(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.serviceId, serviceId)))
      .returning({ serviceId: favourites.serviceId });
    if (removed.length > 0) return 'removed';
    await tx.insert(favourites).values({ userId, serviceId }).onConflictDoNothing();
    return 'added';
  });
}

/**
 * The ids of the user's favourite services (SPEC.md: "Favourites id response: list of services_id"); a listing
 * taken down is not among them (its row stays: the listing may come back).
 */
export async function listFavouriteIds(userId: number): Promise<number[]> {
  const rows = await (await db())
    .select({ id: favourites.serviceId })
    .from(favourites)
    .innerJoin(services, eq(services.id, favourites.serviceId))
    .where(and(eq(favourites.userId, userId), listed))
    .orderBy(desc(favourites.createdAt));
  return rows.map((row) => row.id);
}

/** The user's favourite services with what the Favourites table shows, newest first. */
export async function listFavouriteServices(userId: number): Promise<ListingName[]> {
  return (await db())
    .select(listingNameColumns)
    .from(favourites)
    .innerJoin(services, eq(services.id, favourites.serviceId))
    .where(and(eq(favourites.userId, userId), listed))
    .orderBy(desc(favourites.createdAt))
    .limit(500);
}
