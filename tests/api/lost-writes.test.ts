import { rmSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { type DatabaseHandle, openDatabase } from '../../src/lib/server/db/client';
import { bookings, enquiries, favourites, feedback, reviews, users } from '../../src/lib/server/db/schema';
import { createPostgresDatabase, engines } from '../support/databases';
import { signInThroughOutbox } from '../support/outbox';
import { startServer, type TestServer } from '../support/server';

/**
 * Every write the server answered with success survives the process being killed
 * (SIGKILL, no chance to flush) in the middle of a stream of writes — enquiries, bookings, reviews,
 * favourites and feedback from several clients at once — on PGlite and on PostgreSQL.
 */
const demo = buildDemoCatalogue();
const categoryOf = new Map(demo.categories.map((c) => [c.id, c]));
const ambulance = demo.services.find((s) => categoryOf.get(s.categoryId)!.isTransport)!;
const others = demo.services.filter((s) => !categoryOf.get(s.categoryId)!.isTransport).slice(0, 600);
const HOWRAH = '22.5839,88.3426';
const SALT_LAKE = '22.5726,88.4312';
/** Counted as far as rate limits go: the test is about durability, not limits. */
const env = { RATE_LIMIT_SCALE: '1000' };

type Ack =
  | { kind: 'enquiry'; id: number }
  | { kind: 'booking'; id: number }
  | { kind: 'review'; serviceId: number; comments: string }
  | { kind: 'favourite'; serviceId: number }
  | { kind: 'feedback'; text: string };

interface Session {
  origin: string;
  token: string;
  quote: { distance: string; duration: string; price: number };
}

/** One write of each kind in turn; `n` keeps every write distinct. Answers the acknowledgement or null. */
async function write(session: Session, n: number, runId: string): Promise<Ack | null> {
  const send = (pathname: string, body: unknown) =>
    fetch(`${session.origin}/api${pathname}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const service = others[n % others.length]!;
  switch (n % 5) {
    case 0: {
      const answer = await send('/enquiry-order-data-add', {
        name: 'Lost Write Test',
        mobile: `9${String(n).padStart(9, '0')}`,
        service_id: service.id,
        price: service.price,
      });
      return answer.status === 201 ? { kind: 'enquiry', id: ((await answer.json()) as { data: { enquiry_id: number } }).data.enquiry_id } : null;
    }
    case 1: {
      const answer = await send('/order-data-submit', {
        pickup_location: 'Howrah Station, Howrah',
        destination_location: 'Salt Lake Sector V, Kolkata',
        pickup_location_lat_lng: HOWRAH,
        destination_location_lat_lng: SALT_LAKE,
        ...session.quote,
        services_id: ambulance.id,
      });
      return answer.status === 201 ? { kind: 'booking', id: ((await answer.json()) as { data: { booking_id: number } }).data.booking_id } : null;
    }
    case 2: {
      const comments = `Durable review ${runId}-${n}`;
      const answer = await send('/submit-review-data', { ratings: 1 + (n % 5), comments, slug: service.slug });
      return answer.status === 200 ? { kind: 'review', serviceId: service.id, comments } : null;
    }
    case 3: {
      // Each listing is saved once, so the acknowledged state is "saved".
      const answer = await send(`/save-to-favourite/${service.id}`, undefined);
      const body = answer.status === 200 ? ((await answer.json()) as { msg: string }) : null;
      return body?.msg === 'Added to favourites' ? { kind: 'favourite', serviceId: service.id } : null;
    }
    default: {
      const text = `Durable feedback ${runId}-${n}`;
      const answer = await send('/web-feedback-submit', { feedback: text });
      return answer.status === 200 ? { kind: 'feedback', text } : null;
    }
  }
}

/** Which acknowledged writes are not in the database. */
async function missing(handle: DatabaseHandle, userId: number, acks: Ack[]): Promise<Ack[]> {
  const { db } = handle;
  const ids = (kind: 'enquiry' | 'booking') => acks.flatMap((ack) => (ack.kind === kind ? [ack.id] : []));
  const enquiryIds = new Set(
    (
      await db
        .select({ id: enquiries.id })
        .from(enquiries)
        .where(inArray(enquiries.id, [0, ...ids('enquiry')]))
    ).map((r) => r.id),
  );
  const bookingIds = new Set(
    (
      await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(inArray(bookings.id, [0, ...ids('booking')]))
    ).map((r) => r.id),
  );
  const reviewKeys = new Set(
    (await db.select({ s: reviews.serviceId, c: reviews.comments }).from(reviews).where(eq(reviews.userId, userId))).map((r) => `${r.s}:${r.c}`),
  );
  const favouriteIds = new Set((await db.select({ s: favourites.serviceId }).from(favourites).where(eq(favourites.userId, userId))).map((r) => r.s));
  const feedbackTexts = new Set(
    (
      await db
        .select({ f: feedback.feedback })
        .from(feedback)
        .where(and(eq(feedback.userId, userId)))
    ).map((r) => r.f),
  );
  return acks.filter((ack) => {
    switch (ack.kind) {
      case 'enquiry':
        return !enquiryIds.has(ack.id);
      case 'booking':
        return !bookingIds.has(ack.id);
      case 'review':
        return !reviewKeys.has(`${ack.serviceId}:${ack.comments}`);
      case 'favourite':
        return !favouriteIds.has(ack.serviceId);
      case 'feedback':
        return !feedbackTexts.has(ack.text);
      default:
        return ack satisfies never;
    }
  });
}

describe.each(engines)('no lost writes on %s', (engine) => {
  let server: TestServer | undefined;
  let drop: (() => Promise<void>) | undefined;
  let dataDir = '';
  afterAll(async () => {
    await server?.stop();
    await drop?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged enquiry, booking, review, favourite and feedback when the server is killed mid-stream', {
    timeout: 180_000,
  }, async () => {
    let url: string | undefined;
    if (engine === 'postgres') {
      const created = await createPostgresDatabase();
      url = created.url;
      drop = created.drop;
    }
    const serverEnv = url ? { ...env, DATABASE_URL: url } : env;
    server = await startServer({ env: serverEnv, keepData: true });
    dataDir = server.dataDir;
    const { token } = await signInThroughOutbox(server.origin, dataDir, 'durable@example.com');
    const profile = await fetch(`${server.origin}/api/user-details-add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        pre_name: 'Mr',
        first_name: 'Dev',
        last_name: 'Rao',
        phone: '9830022222',
        email: 'durable@example.com',
        dob: '1985-07-08',
        marital_status: 'Married',
        pincode: '700091',
        city: 'Kolkata',
        landmark: 'Lake',
        nationality: 'Indian',
        country: 'India',
        address: 'Salt Lake',
      }),
    });
    expect(profile.status).toBe(200);
    const matrix = (await (
      await fetch(`${server.origin}/api/get_location_matrix_data/${encodeURIComponent(HOWRAH)}/${encodeURIComponent(SALT_LAKE)}`)
    ).json()) as {
      rows: { elements: { distance: { value: number; text: string }; duration: { text: string } }[] }[];
    };
    const element = matrix.rows[0]!.elements[0]!;
    const quote = {
      distance: element.distance.text,
      duration: element.duration.text,
      price: Math.round(Number.parseFloat(element.distance.text.replace(/,/g, '')) * ambulance.price * 100) / 100,
    }; // the price is the distance shown × the rate
    const session: Session = { origin: server.origin, token, quote };

    // Four clients write as fast as they can; the process is killed once 60 writes are acknowledged.
    const runId = `${engine}-${Date.now()}`;
    const acks: Ack[] = [];
    const refusals: string[] = [];
    let counter = 0;
    let killed = false;
    let failuresAfterKill = 0;
    const victim = server;
    const client = async () => {
      while (!killed || failuresAfterKill === 0) {
        const n = counter++;
        try {
          const ack = await write(session, n, runId);
          if (ack) acks.push(ack);
          else refusals.push(`write ${n} refused`);
        } catch {
          if (!killed) throw new Error('a write failed before the server was killed');
          failuresAfterKill++;
          return;
        }
        if (!killed && acks.length >= 60) {
          killed = true;
          victim.process.kill('SIGKILL');
        }
      }
    };
    await Promise.all([client(), client(), client(), client()]);
    await victim.stop();
    expect(killed).toBe(true);
    expect(refusals).toEqual([]);
    expect(new Set(acks.map((ack) => ack.kind))).toEqual(new Set(['enquiry', 'booking', 'review', 'favourite', 'feedback']));

    // The same data, a new process: it starts, and the favourites call shows what was saved.
    server = await startServer({ env: serverEnv, dataDir, keepData: true });
    const saved = (await (
      await fetch(`${server.origin}/api/get-your-favourite-service`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: number[] };
    for (const ack of acks) if (ack.kind === 'favourite') expect(saved.data).toContain(ack.serviceId);

    let handle: DatabaseHandle;
    if (url) handle = await openDatabase({ url });
    else {
      await server.stop();
      server = undefined;
      handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    }
    try {
      const [user] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'durable@example.com'));
      expect(await missing(handle, user!.id, acks)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
