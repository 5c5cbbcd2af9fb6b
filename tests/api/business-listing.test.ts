import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOwnerEmail } from '../../src/features/demo/demo-owners.server';
import { buildDemoCatalogue } from '../../src/features/catalog/demo/build';
import { partnerMembers, users } from '../../src/lib/server/db/schema';
import { apiPaths, paths } from '../../src/paths';
import { journeyEngines } from '../support/databases';
import { prepareDemoDatabase } from '../support/demo-server';
import { signInOncePerEmail } from '../support/outbox';
import { startServer, type TestServer } from '../support/server';
import { call } from './support/client';

/**
 * The owner's listing and mini-site editor against a real server on every engine: fields and hours in both
 * of SPEC's day_open forms, shown at once on the details, listing and partner pages; clear field errors;
 * photos added, ordered, featured and deleted; the mini-site's grid and colours (a colour white text cannot
 * be read on is refused); and every call refused to visitors (401), non-members (404) and staff (403).
 */

const run = `run${Date.now()}`;
const demo = buildDemoCatalogue();
const [owned, other] = demo.partners;
const listing = demo.services.find((service) => service.partnerId === owned!.id)!;
const category = demo.categories.find((entry) => entry.id === listing.categoryId)!;
const otherListing = demo.services.find((service) => service.partnerId === other!.id)!;
const ownerEmail = demoOwnerEmail(owned!);
const otherOwnerEmail = demoOwnerEmail(other!);
const staffEmail = `staff.${run}@example.com`;

const png = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
const photoForm = async (colour: string) => {
  const form = new FormData();
  form.set('photo', new Blob([new Uint8Array(await png(colour))], { type: 'image/png' }), 'shop.png');
  return form;
};

interface Photo {
  id: number;
  url: string;
  featured: boolean;
  by_customer: boolean;
}

describe.each(journeyEngines)('the listing and mini-site editor on %s', (engine) => {
  let server: TestServer;
  let cleanUp: () => Promise<void> = async () => undefined;
  const signIn = signInOncePerEmail(() => server);
  const html = async (pathname: string) => {
    const response = await fetch(`${server.origin}${pathname}`);
    expect(response.status, pathname).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    const database = await prepareDemoDatabase(engine, 'seva-listing-editor-', async (handle) => {
      // A staff member of the owned business, added directly (invites are another part of the workspace).
      const [staff] = await handle.db
        .insert(users)
        .values({ email: staffEmail, refCode: `STAFF${Date.now() % 1e6}` })
        .returning();
      await handle.db.insert(partnerMembers).values({ partnerId: owned!.id, userId: staff!.id, role: 'staff' });
    });
    server = await startServer({ dataDir: database.dataDir, env: database.env });
    cleanUp = database.remove;
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await cleanUp();
  });

  it('GET answers the listing with its editable fields, named as SPEC.md names them', async () => {
    const token = await signIn(ownerEmail);
    const answer = await call(server, 'GET', apiPaths.businessListing(listing.id), { token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.status).toBe(1);
    expect(answer.body.data).toMatchObject({
      services_id: listing.id,
      slug: listing.slug,
      partner_id: owned!.id,
      service_name: listing.serviceName,
      price: listing.price,
      contact_no: listing.contactNo,
      photos: expect.any(Array),
    });
    for (const field of ['basic_info', 'other_info', 'day_open', 'whatsapp', 'email', 'facebook', 'instagram', 'featured_image']) {
      expect(answer.body.data, field).toHaveProperty(field);
    }
  });

  it('an owner edits the fields and the hours every day; the details, listing and partner pages show it at once', async () => {
    const token = await signIn(ownerEmail);
    // Read first so that the pages are in the route cache: the edit must make them forget it.
    await html(paths.details(listing.slug));
    await html(paths.partner(owned!.slug));
    const name = `Gowda Fixers ${run}`;
    const saved = await call(server, 'POST', apiPaths.businessListing(listing.id), {
      token,
      json: {
        service_name: name,
        basic_info: `We wire homes and shops since 2009. ${run}`,
        other_info: 'Cash, UPI',
        price: '349',
        contact_no: '+91 98450 12345',
        day_open: { type: 'everyday', everyday_start_time: '07:15', everyday_end_time: '22:45' },
        whatsapp: '98450 67890',
        email: '',
        facebook: 'facebook.com/gowdafixers',
        instagram: null,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      status: 1,
      msg: 'Saved. Customers see the change now.',
      data: {
        service_name: name,
        price: 349,
        contact_no: '9845012345',
        whatsapp: '9845067890',
        email: null,
        facebook: 'https://facebook.com/gowdafixers',
        instagram: null,
        day_open: { type: 'everyday', everyday_start_time: '07:15', everyday_end_time: '22:45' },
      },
    });

    const details = await html(paths.details(listing.slug));
    expect(details).toContain(name);
    expect(details).toContain(`We wire homes and shops since 2009. ${run}`);
    expect(details).toContain('7:15 am');
    const product = await call(server, 'GET', apiPaths.productData(listing.id));
    expect(product.body.data ?? product.body).toMatchObject({ service_name: name, price: 349, contact_no: '9845012345' });
    const partner = await html(paths.partner(owned!.slug));
    expect(partner).toContain('7:15 am');
    expect(partner).toContain('https://facebook.com/gowdafixers');
    const list = await call(server, 'POST', apiPaths.filteredServices(), { json: { slug: category.name, location: '' } });
    expect(JSON.stringify(list.body)).toContain(name);
  });

  it('an owner sets per-day hours with closed days; a field left out stays as it was', async () => {
    const token = await signIn(ownerEmail);
    const perday = {
      type: 'perday',
      data: [
        { day: 'Monday', weekday_start_time: '10:00', weekday_end_time: '19:00' },
        { day: 'Saturday', weekday_start_time: '10:00', weekday_end_time: '13:30' },
      ],
    };
    const saved = await call(server, 'POST', apiPaths.businessListing(listing.id), { token, json: { day_open: JSON.stringify(perday) } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.day_open).toEqual(perday);
    expect(saved.body.data).toMatchObject({
      service_name: `Gowda Fixers ${run}`,
      basic_info: `We wire homes and shops since 2009. ${run}`,
      other_info: 'Cash, UPI',
      whatsapp: '9845067890',
    });
    const details = await html(paths.details(listing.slug));
    expect(details).toContain('1:30 pm');
    expect(details).not.toContain('7:15 am');
    expect(await html(paths.partner(owned!.slug))).toContain('1:30 pm');

    const none = await call(server, 'POST', apiPaths.businessListing(listing.id), { token, json: { day_open: null } });
    expect(none.body.data.day_open).toBeNull();
    await call(server, 'POST', apiPaths.businessListing(listing.id), { token, json: { day_open: perday } });
  });

  it('bad input is refused with a clear message under each field, and nothing is saved', async () => {
    const token = await signIn(ownerEmail);
    const bad = await call(server, 'POST', apiPaths.businessListing(listing.id), {
      token,
      json: {
        service_name: ' ',
        price: 'a lot',
        contact_no: '12345',
        whatsapp: '0000',
        email: 'owner@',
        instagram: 'https://example.com/x',
        day_open: { type: 'everyday', everyday_start_time: '25:00', everyday_end_time: '21:00' },
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.status).toBe(0);
    expect(bad.body.message).toBe('Please enter the name customers see');
    expect(bad.body.errors).toEqual({
      service_name: 'Please enter the name customers see',
      price: 'Please enter the starting price in rupees, like 199',
      contact_no: 'Please enter a valid 10-digit mobile number',
      whatsapp: 'Please enter a valid 10-digit WhatsApp number',
      email: 'Please enter a valid email address',
      instagram: 'Please enter the link to your Instagram page, like https://www.instagram.com/yourbusiness',
      day_open: 'Please enter the opening time (like 09:30)',
    });
    const perday = await call(server, 'POST', apiPaths.businessListing(listing.id), { token, json: { day_open: { type: 'perday', data: [] } } });
    expect(perday.status).toBe(422);
    expect(perday.body.errors.day_open).toBe('Please mark at least one day open, or choose the same hours every day');
    const after = await call(server, 'GET', apiPaths.businessListing(listing.id), { token });
    expect(after.body.data.service_name).toBe(`Gowda Fixers ${run}`);
    expect(after.body.data.day_open.type).toBe('perday');
  });

  it('photos: an owner adds two, orders them, features one and deletes one; the details page follows', async () => {
    const token = await signIn(ownerEmail);
    const before = (await call(server, 'GET', apiPaths.businessListing(listing.id), { token })).body.data.photos as Photo[];

    const first = await call(server, 'POST', apiPaths.businessListingPhotos(listing.id), { token, form: await photoForm('#0f766e') });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await call(server, 'POST', apiPaths.businessListingPhotos(listing.id), { token, form: await photoForm('#b45309') });
    expect(second.status).toBe(201);
    const photos = second.body.data.photos as Photo[];
    expect(photos).toHaveLength(before.length + 2);
    const [newest, older] = photos as [Photo, Photo];
    expect(newest.url).toMatch(/\.webp$/);
    expect(newest.by_customer).toBe(false);

    const notAnImage = new FormData();
    notAnImage.set('photo', new Blob(['hello'], { type: 'image/png' }), 'x.png');
    const refused = await call(server, 'POST', apiPaths.businessListingPhotos(listing.id), { token, form: notAnImage });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.photo).toBe('Please choose a PNG, JPG or WebP image.');
    const empty = await call(server, 'POST', apiPaths.businessListingPhotos(listing.id), { token, form: new FormData() });
    expect(empty.status).toBe(422);

    const order = [older.id, newest.id, ...photos.slice(2).map((photo) => photo.id)];
    const ordered = await call(server, 'POST', apiPaths.businessListingPhotoOrder(listing.id), { token, json: { photo_ids: order } });
    expect(ordered.status).toBe(200);
    expect((ordered.body.data.photos as Photo[]).map((photo) => photo.id)).toEqual(order);
    const partial = await call(server, 'POST', apiPaths.businessListingPhotoOrder(listing.id), { token, json: { photo_ids: [newest.id] } });
    expect(partial.status).toBe(422);
    expect(partial.body.errors.photo_ids).toMatch(/every photo of this listing once/);

    const featured = await call(server, 'POST', apiPaths.businessListingPhotoFeatured(listing.id, newest.id), { token });
    expect(featured.status).toBe(200);
    expect(featured.body.data.featured_image).toBe(newest.url);
    expect((featured.body.data.photos as Photo[]).find((photo) => photo.id === newest.id)!.featured).toBe(true);
    const details = await html(paths.details(listing.slug));
    expect(details).toContain(newest.url);
    expect(details.indexOf(older.url)).toBeLessThan(details.lastIndexOf(newest.url));

    const deleted = await call(server, 'DELETE', apiPaths.businessListingPhoto(listing.id, older.id), { token });
    expect(deleted.status).toBe(200);
    expect((deleted.body.data.photos as Photo[]).map((photo) => photo.id)).not.toContain(older.id);
    expect((await fetch(`${server.origin}${older.url}`)).status).toBe(404);
    expect(await html(paths.details(listing.slug))).not.toContain(older.url);
    // The featured photo hands its place to the next one when deleted.
    const featuredGone = await call(server, 'DELETE', apiPaths.businessListingPhoto(listing.id, newest.id), { token });
    expect(featuredGone.status).toBe(200);
    expect(featuredGone.body.data.featured_image).not.toBe(newest.url);
    // Another listing's photo is not this listing's.
    const gone = await call(server, 'DELETE', apiPaths.businessListingPhoto(listing.id, older.id), { token });
    expect(gone.status).toBe(404);
  });

  it('the mini-site: the owner writes the grid and the colours; the partner page shows them; a hard-to-read colour is refused', async () => {
    const token = await signIn(ownerEmail);
    const start = await call(server, 'GET', apiPaths.businessSite(owned!.id), { token });
    expect(start.status).toBe(200);
    expect(start.body.data).toMatchObject({ partner_id: owned!.id, services: [], icons: expect.arrayContaining(['wrench', 'plug']) });

    const grid = [
      { name: `House wiring ${run}`, description: 'New homes and rewiring', price: '1499', icon: 'plug' },
      { name: 'Fan repair', description: '', price: '', icon: 'wrench' },
    ];
    const saved = await call(server, 'POST', apiPaths.businessSite(owned!.id), {
      token,
      json: { services: grid, brand_color: '#1D4ED8', accent_color: '#fbbf24' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      brand_color: '#1d4ed8',
      accent_color: '#fbbf24',
      services: [
        { name: `House wiring ${run}`, description: 'New homes and rewiring', price: 1499, icon: 'plug' },
        { name: 'Fan repair', description: '', price: null, icon: 'wrench' },
      ],
    });
    const partner = await html(paths.partner(owned!.slug));
    expect(partner).toContain(`House wiring ${run}`);
    expect(partner).toContain('₹1,499');
    expect(partner).toContain('--color-brand:#1d4ed8');

    const pale = await call(server, 'POST', apiPaths.businessSite(owned!.id), {
      token,
      json: { services: [{ name: '', icon: 'rocket' }], brand_color: '#fde047', accent_color: '#1e3a8a' },
    });
    expect(pale.status).toBe(422);
    expect(pale.body.errors['services.0.name']).toBe('Please enter the service’s name');
    expect(pale.body.errors['services.0.icon']).toBe('Please choose one of the icons');
    expect(pale.body.errors.brand_color).toMatch(/^White text on this brand colour is hard to read \(contrast 1\.\d:1, at least 4\.5:1 needed\)/);
    expect(pale.body.errors.accent_color).toMatch(/^Dark text on this accent colour is hard to read/);
    expect((await call(server, 'POST', apiPaths.businessSite(owned!.id), { token, json: { brand_color: 'blue' } })).body.errors.brand_color).toMatch(
      /# and six hex digits/,
    );

    // An empty grid brings the listings back.
    await call(server, 'POST', apiPaths.businessSite(owned!.id), { token, json: { services: [] } });
    expect(await html(paths.partner(owned!.slug))).not.toContain(`House wiring ${run}`);
  });

  it('the editor pages: the owner sees the listing editor and the mini-site editor; staff and others do not', async () => {
    const owner = await signIn(ownerEmail);
    const page = (pathname: string, token?: string) =>
      fetch(`${server.origin}${pathname}`, { redirect: 'manual', headers: token ? { authorization: `Bearer ${token}` } : {} });
    const editor = await page(paths.businessListing(listing.id), owner);
    expect(editor.status).toBe(200);
    const text = await editor.text();
    for (const part of ['id="photos"', 'id="hours"', 'id="description"', 'id="whatsapp"']) expect(text).toContain(part);
    expect(text).not.toContain('cannot be edited here');
    expect(text).toContain('Same hours every day');
    expect((await page(paths.businessSite(owned!.id), owner)).status).toBe(200);

    // Sent as a plain form (before the island starts): the same rules, what was typed kept, then saved.
    const form = (token: string, body: Record<string, string>) =>
      fetch(`${server.origin}${paths.businessListing(listing.id)}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded', origin: server.origin },
        body: new URLSearchParams(body).toString(),
      });
    const fields = {
      service_name: `Plain form ${run}`,
      basic_info: '',
      other_info: '',
      price: '450',
      contact_no: '555',
      hours_mode: 'perday',
      mon_open: 'on',
      mon_start: '09:00',
      mon_end: '18:00',
    };
    const wrong = await form(owner, fields);
    expect(wrong.status).toBe(422);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('Please enter a valid 10-digit mobile number');
    expect(wrongHtml).toContain(`Plain form ${run}`);
    const right = await form(owner, { ...fields, contact_no: '9845012345' });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('Saved. Customers see the change now.');
    const details = await (await fetch(`${server.origin}${paths.details(listing.slug)}`)).text();
    expect(details).toContain(`Plain form ${run}`);
    expect(details).toContain('6:00 pm');
    await call(server, 'POST', apiPaths.businessListing(listing.id), { token: owner, json: { service_name: `Gowda Fixers ${run}` } });

    const staff = await signIn(staffEmail);
    const staffForm = await form(staff, { ...fields, contact_no: '9845012345', service_name: 'Staff was here' });
    expect(staffForm.status).toBe(403);
    expect((await page(paths.businessListing(listing.id), staff)).status).toBe(403);
    expect((await page(paths.businessSite(owned!.id), staff)).status).toBe(403);
    const stranger = await signIn(otherOwnerEmail);
    expect((await page(paths.businessListing(listing.id), stranger)).status).toBe(404);
    expect((await page(paths.businessSite(owned!.id), stranger)).status).toBe(404);
    expect((await page(paths.businessSite(owned!.id))).status).toBe(302);
  });

  it('every call is refused to a visitor (401), a non-member (404) and staff (403), and changes nothing', async () => {
    const owner = await signIn(ownerEmail);
    const photo = ((await call(server, 'GET', apiPaths.businessListing(listing.id), { token: owner })).body.data.photos as Photo[])[0]!;
    const calls: [string, string, () => Promise<{ json?: unknown; form?: FormData }>][] = [
      ['GET', apiPaths.businessListing(listing.id), async () => ({})],
      ['POST', apiPaths.businessListing(listing.id), async () => ({ json: { service_name: 'Taken over' } })],
      ['POST', apiPaths.businessListingPhotos(listing.id), async () => ({ form: await photoForm('#000000') })],
      ['POST', apiPaths.businessListingPhotoOrder(listing.id), async () => ({ json: { photo_ids: [photo.id] } })],
      ['POST', apiPaths.businessListingPhotoFeatured(listing.id, photo.id), async () => ({})],
      ['DELETE', apiPaths.businessListingPhoto(listing.id, photo.id), async () => ({})],
      ['GET', apiPaths.businessSite(owned!.id), async () => ({})],
      ['POST', apiPaths.businessSite(owned!.id), async () => ({ json: { brand_color: '#000000' } })],
    ];
    const staff = await signIn(staffEmail);
    const stranger = await signIn(otherOwnerEmail);
    for (const [method, route, body] of calls) {
      const visitor = await call(server, method, route, await body());
      expect(visitor.status, `${method} ${route} signed out`).toBe(401);
      const nonMember = await call(server, method, route, { token: stranger, ...(await body()) });
      expect(nonMember.status, `${method} ${route} non-member`).toBe(404);
      expect(JSON.stringify(nonMember.body)).not.toContain(listing.slug);
      const member = await call(server, method, route, { token: staff, ...(await body()) });
      expect(member.status, `${method} ${route} staff`).toBe(403);
      expect(member.body.message).toBe('Only the owner of this business can do this');
    }
    // A listing that does not exist is the same 404; the other owner edits their own.
    expect((await call(server, 'GET', apiPaths.businessListing(999_999), { token: owner })).status).toBe(404);
    expect((await call(server, 'GET', apiPaths.businessListing(otherListing.id), { token: stranger })).status).toBe(200);

    const after = await call(server, 'GET', apiPaths.businessListing(listing.id), { token: owner });
    expect(after.body.data.service_name).toBe(`Gowda Fixers ${run}`);
    expect((after.body.data.photos as Photo[]).map((entry) => entry.id)).toContain(photo.id);
  });
});
