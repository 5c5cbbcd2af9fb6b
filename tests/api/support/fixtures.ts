import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../src/lib/server/db/client';
import { bookings, categories, notifications, partners, services, users } from '../../../src/lib/server/db/schema';

export interface Fixtures {
  dataDir: string;
  users: { asha: { id: number; email: string; refCode: string }; ravi: { id: number; email: string; refCode: string } };
  serviceIds: number[];
  notificationIds: { asha: number[]; ravi: number[] };
}

/**
 * A data folder with our own rows (the demo catalogue is someone else's work and may be empty): one
 * category, a partner with two services, two users (Asha joined first) with notifications, and two
 * bookings of Asha's. The server is started on it afterwards.
 */
export async function createFixtureDataDir(): Promise<Fixtures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seva-fixture-'));
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    await handle.migrate();
    const db = handle.db;
    const [category] = await db
      .insert(categories)
      .values({ slug: 'fixture-plumbing', name: 'Fixture Plumbing', icon: 'wrench', price: 99 })
      .returning({ id: categories.id });
    const [partner] = await db
      .insert(partners)
      .values({
        slug: 'fixture-pipes',
        businessName: 'Fixture Pipes',
        businessLocationName: 'Salt Lake, Kolkata',
        city: 'Kolkata',
        mobile: '9830012345',
        featuredImage: '/images/fixture.webp',
      })
      .returning({ id: partners.id });
    const serviceRows = await db
      .insert(services)
      .values(
        ['Fixture Pipes Salt Lake', 'Fixture Pipes Howrah'].map((name, i) => ({
          partnerId: partner!.id,
          categoryId: category!.id,
          slug: `fixture-pipes-${i}`,
          serviceName: name,
          serviceAddress: 'Sector V, Salt Lake, Kolkata',
          city: 'Kolkata',
          lat: 22.57,
          lng: 88.43,
          price: 199,
          contactNo: '9830012345',
          featuredImage: '/images/fixture.webp',
        })),
      )
      .returning({ id: services.id });
    const earlier = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const [asha] = await db.insert(users).values({ email: 'asha@example.com', refCode: 'ASHA2345', createdAt: earlier }).returning();
    const [ravi] = await db.insert(users).values({ email: 'ravi@example.com', refCode: 'RAVI2345' }).returning();
    const ids = await db
      .insert(notifications)
      .values([
        { userId: asha!.id, message: 'Your booking with Fixture Pipes is confirmed.' },
        { userId: asha!.id, message: 'Fixture Pipes replied to your review.' },
        { userId: ravi!.id, message: 'Ravi’s own notification.' },
      ])
      .returning({ id: notifications.id, userId: notifications.userId });
    const trip = {
      pickupLocation: 'Howrah Station',
      destinationLocation: 'Salt Lake Sector V',
      pickupLat: 22.58,
      pickupLng: 88.34,
      destinationLat: 22.57,
      destinationLng: 88.43,
      distanceKm: 11.2,
      distanceText: '11.2 km',
      durationText: '32 mins',
    };
    await db.insert(bookings).values([
      { ...trip, serviceId: serviceRows[0]!.id, userId: asha!.id, price: 2228.8, status: 6 },
      { ...trip, serviceId: serviceRows[1]!.id, userId: asha!.id, price: 499, status: 1 },
    ]);
    return {
      dataDir,
      users: {
        asha: { id: asha!.id, email: asha!.email!, refCode: asha!.refCode },
        ravi: { id: ravi!.id, email: ravi!.email!, refCode: ravi!.refCode },
      },
      serviceIds: serviceRows.map((row) => row.id),
      notificationIds: {
        asha: ids.filter((row) => row.userId === asha!.id).map((row) => row.id),
        ravi: ids.filter((row) => row.userId === ravi!.id).map((row) => row.id),
      },
    };
  } finally {
    await handle.close();
  }
}
