import { describe, expect, it } from 'vitest';
import { categoryDisplayLabels, categoryLabel } from '../labels';
import { buildDemoCatalogue, demoEpoch, roundedAverage } from './build';
import { categoryTree, hintPrices } from './categories';
import { mainCityNames } from './cities';
import { malformedDayOpenPartnerSlug, showcasePartnerSlugs } from './showcase';
import { popularSubs, specTree } from '../../../../tests/fixtures/spec-categories';

const catalogue = buildDemoCatalogue();
const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

describe('demo category tree', () => {
  const mains = new Map(categoryTree.map((main) => [main.slug, main]));

  it('has every main and sub-category of the spec, with the spec prices, in that order', () => {
    expect([...mains.keys()]).toEqual(Object.keys(specTree));
    for (const [slug, [price, subs]] of Object.entries(specTree)) {
      expect(mains.get(slug)?.price, slug).toBe(price);
      expect(mains.get(slug)?.subs.map((s) => s.slug)).toEqual(subs);
    }
  });

  it('gives every sub-category 2–4 leaves and every tile a hint price from the spec list', () => {
    for (const main of categoryTree) {
      for (const sub of main.subs) {
        expect(sub.leaves.length, sub.slug).toBeGreaterThanOrEqual(2);
        expect(sub.leaves.length, sub.slug).toBeLessThanOrEqual(4);
        for (const tile of [sub, ...sub.leaves]) expect(hintPrices, tile.slug).toContain(tile.price);
      }
    }
    const leafPrices = new Set(categoryTree.flatMap((m) => m.subs.flatMap((s) => s.leaves.map((l) => l.price))));
    expect(leafPrices.size).toBe(hintPrices.length);
  });

  it('keeps slugs unique, names unique ignoring case, and every sub/leaf name readable back from its slug', () => {
    const all = catalogue.categories;
    expect(new Set(all.map((c) => c.slug)).size).toBe(all.length);
    expect(new Set(all.map((c) => c.name.toLowerCase())).size).toBe(all.length);
    for (const category of all.filter((c) => c.parentId !== null)) {
      expect(category.name.toLowerCase().replace(/ /g, '-'), category.slug).toBe(category.slug);
    }
    for (const category of all) {
      expect(category.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(category.description?.length, category.slug).toBeGreaterThan(20);
      expect(category.description, category.slug).toMatch(/\.$/);
      expect(category.icon).toBe(`/images/categories/${category.slug}.svg`);
    }
  });

  it('marks the transport branch and the eight popular sub-categories', () => {
    const rows = byId(catalogue.categories);
    const mainOf = (id: number): string => {
      const row = rows.get(id)!;
      return row.parentId == null ? row.slug : mainOf(row.parentId);
    };
    for (const category of catalogue.categories) {
      expect(category.isTransport, category.slug).toBe(mainOf(category.id) === 'transportation');
    }
    expect(
      catalogue.categories
        .filter((c) => c.isPopular)
        .map((c) => c.slug)
        .sort(),
    ).toEqual([...popularSubs].sort());
  });

  const bySlug = new Map(catalogue.categories.map((c) => [c.slug, c]));
  const labelOf = (slug: string) => categoryLabel(bySlug.get(slug)!);

  it.each(Object.entries({ transport: 'Lorry', loaders: 'Loading', jobs: 'Job', 'skill-training': 'Training & Skillup', 'food-order': 'Grocery' }))(
    'shows %s as %j, the label the spec gives its tile',
    (slug, label) => {
      expect(labelOf(slug)).toBe(label);
    },
  );

  it('keeps the spec misspellings in the slugs tution and gromming and spells their labels right', () => {
    expect([labelOf('tution'), labelOf('gromming')]).toEqual(['Tuition', 'Grooming']);
  });

  it('shows a category without a display label by its name, and has a display label only for categories it has', () => {
    expect(bySlug.get('plumbing')!.name).toBe('Plumbing');
    expect(labelOf('plumbing')).toBe('Plumbing');
    for (const slug of Object.keys(categoryDisplayLabels)) expect(bySlug.has(slug), slug).toBe(true);
  });
});

describe('demo providers', () => {
  const categories = byId(catalogue.categories);
  const partners = byId(catalogue.partners);
  const childCount = new Map<number, number>();
  for (const c of catalogue.categories) if (c.parentId != null) childCount.set(c.parentId, (childCount.get(c.parentId) ?? 0) + 1);

  it('is the same on every build', () => {
    expect(JSON.stringify(buildDemoCatalogue())).toBe(JSON.stringify(catalogue));
  });

  it('has over 700 partners with 1–3 listings each, about 1,200 listings, all on leaf categories', () => {
    expect(catalogue.partners.length).toBeGreaterThanOrEqual(700);
    expect(catalogue.services.length).toBeGreaterThanOrEqual(1100);
    expect(catalogue.services.length).toBeLessThanOrEqual(1500);
    const perPartner = new Map<number, number>();
    for (const s of catalogue.services) perPartner.set(s.partnerId, (perPartner.get(s.partnerId) ?? 0) + 1);
    expect(perPartner.size).toBe(catalogue.partners.length);
    for (const n of perPartner.values()) expect([1, 2, 3]).toContain(n);
    for (const s of catalogue.services) expect(childCount.has(s.categoryId), s.slug).toBe(false);
  });

  it('gives every popular leaf at least three listings in each main city, and every leaf some listings', () => {
    const counts = new Map<string, number>();
    for (const s of catalogue.services) {
      const key = `${categories.get(s.categoryId)!.slug}|${s.city}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const sub of catalogue.categories.filter((c) => c.isPopular)) {
      for (const leaf of catalogue.categories.filter((c) => c.parentId === sub.id)) {
        for (const city of mainCityNames) expect(counts.get(`${leaf.slug}|${city}`) ?? 0, `${leaf.slug} in ${city}`).toBeGreaterThanOrEqual(3);
      }
    }
    const leaves = catalogue.categories.filter((c) => !childCount.has(c.id) && c.parentId != null);
    for (const leaf of leaves) {
      expect(catalogue.services.filter((s) => s.categoryId === leaf.id).length, leaf.slug).toBeGreaterThanOrEqual(2);
    }
  });

  it('puts listings in the named cities with addresses that contain the city name', () => {
    const cities = new Set(catalogue.services.map((s) => s.city));
    for (const city of [...mainCityNames, 'Pune', 'Ahmedabad', 'Jaipur', 'Lucknow']) expect(cities).toContain(city);
    for (const s of catalogue.services) {
      expect(s.serviceAddress, s.slug).toContain(s.city);
      expect(s.serviceAddress).toMatch(/, \d{6}$|\s\d{6}$/);
      expect(partners.get(s.partnerId)!.city).toBe(s.city);
    }
    for (const city of mainCityNames) {
      expect(catalogue.services.filter((s) => s.serviceAddress.includes(city)).length, city).toBeGreaterThanOrEqual(50);
    }
  });

  it('uses Indian mobile numbers, unique per partner, and well-formed links', () => {
    const phone = /^[6-9]\d{9}$/;
    for (const p of catalogue.partners) {
      expect(p.mobile).toMatch(phone);
      if (p.whatsapp) expect(p.whatsapp).toMatch(phone);
      if (p.email) expect(p.email).toMatch(/^[a-z0-9]+@example\.com$/);
      if (p.facebook) expect(p.facebook).toMatch(/^https:\/\/www\.facebook\.com\/[a-z0-9]+$/);
      if (p.instagram) expect(p.instagram).toMatch(/^https:\/\/www\.instagram\.com\/[a-z0-9_]+$/);
      expect(p.brandColor).toMatch(/^#[0-9a-f]{6}$/);
    }
    for (const s of catalogue.services) expect(s.contactNo).toMatch(phone);
    expect(new Set(catalogue.partners.map((p) => p.mobile)).size).toBe(catalogue.partners.length);
    const withEmail = catalogue.partners.filter((p) => p.email).length / catalogue.partners.length;
    expect(withEmail).toBeGreaterThan(0.5);
    expect(withEmail).toBeLessThan(0.7);
  });

  it('has unique slugs and the documented showcase partners', () => {
    expect(new Set(catalogue.partners.map((p) => p.slug)).size).toBe(catalogue.partners.length);
    expect(new Set(catalogue.services.map((s) => s.slug)).size).toBe(catalogue.services.length);
    const slugs = catalogue.partners.map((p) => p.slug);
    expect(slugs.slice(0, showcasePartnerSlugs.length)).toEqual([...showcasePartnerSlugs]);
    for (const slug of [...slugs, ...catalogue.services.map((s) => s.slug)]) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('stores hours in both day_open forms, with exactly one documented malformed value', () => {
    const broken = catalogue.partners.filter((p) => {
      try {
        JSON.parse(p.dayOpen!);
        return false;
      } catch {
        return true;
      }
    });
    expect(broken.map((p) => p.slug)).toEqual([malformedDayOpenPartnerSlug]);
    const parsed = catalogue.partners.filter((p) => !broken.includes(p)).map((p) => JSON.parse(p.dayOpen!));
    const everyday = parsed.filter((d) => d.type === 'everyday');
    const perday = parsed.filter((d) => d.type === 'perday');
    expect(everyday.length + perday.length).toBe(parsed.length);
    expect(everyday.length / parsed.length).toBeGreaterThan(0.4);
    expect(perday.length / parsed.length).toBeGreaterThan(0.4);
    const time = /^([01]\d|2[0-3]):[0-5]\d$/;
    for (const d of everyday) {
      expect(d.everyday_start_time).toMatch(time);
      expect(d.everyday_end_time).toMatch(time);
    }
    // Missing days are closed days; most per-day partners close on at least one.
    expect(perday.filter((d) => d.data.length < 7).length / perday.length).toBeGreaterThan(0.6);
    for (const d of perday) {
      expect(d.data.length).toBeGreaterThanOrEqual(5);
      expect(d.data.length).toBeLessThanOrEqual(7);
      for (const day of d.data) {
        expect(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']).toContain(day.day);
        expect(day.weekday_start_time < day.weekday_end_time).toBe(true);
      }
    }
    for (const s of catalogue.services) expect(s.hours).toBe(partners.get(s.partnerId)!.dayOpen);
  });

  it('stores other_images as the JSON text of a list of images, encoded once', () => {
    for (const p of catalogue.partners) {
      const value: unknown = JSON.parse(p.otherImages!);
      expect(Array.isArray(value), p.slug).toBe(true);
      expect((value as unknown[]).length).toBeGreaterThanOrEqual(2);
      for (const image of value as unknown[]) expect(image).toEqual(expect.stringMatching(/^\/images\//));
    }
  });

  it('prices transport per km and other services as a starting price', () => {
    for (const s of catalogue.services) {
      if (categories.get(s.categoryId)!.isTransport) {
        expect(s.price, s.slug).toBeGreaterThanOrEqual(10);
        expect(s.price, s.slug).toBeLessThanOrEqual(60);
      } else {
        expect(s.price, s.slug).toBeGreaterThanOrEqual(49);
      }
    }
  });

  it('spreads verification, response times and dates as the listings page expects', () => {
    const n = catalogue.services.length;
    const verified = catalogue.services.filter((s) => s.isVerified).length / n;
    const quick = catalogue.services.filter((s) => s.responseMinutes! <= 30).length / n;
    expect(verified).toBeGreaterThan(0.3);
    expect(verified).toBeLessThan(0.5);
    expect(quick).toBeGreaterThan(0.2);
    expect(quick).toBeLessThan(0.4);
    for (const s of catalogue.services) {
      expect(s.responseMinutes).toBeGreaterThanOrEqual(5);
      expect(s.responseMinutes).toBeLessThanOrEqual(240);
      expect(s.yearEstablished).toBeGreaterThanOrEqual(1995);
      expect(s.yearEstablished).toBeLessThanOrEqual(2023);
      expect((s.createdAt as Date).getTime()).toBeLessThan(demoEpoch.getTime());
      expect((s.createdAt as Date).getTime()).toBeGreaterThan(demoEpoch.getTime() - 3.1 * 365 * 86_400_000);
    }
  });
});

describe('demo reviews, photos and questions', () => {
  const reviewsOf = new Map<number, typeof catalogue.reviews>();
  for (const r of catalogue.reviews) {
    if (!reviewsOf.has(r.serviceId)) reviewsOf.set(r.serviceId, []);
    reviewsOf.get(r.serviceId)!.push(r);
  }

  it('gives 0–25 reviews a listing, mostly 4 and 5 stars, with averages that match', () => {
    let empty = 0;
    for (const s of catalogue.services) {
      const list = reviewsOf.get(s.id) ?? [];
      if (list.length === 0) empty++;
      expect(list.length).toBeLessThanOrEqual(25);
      expect(s.ratingCount).toBe(list.length);
      const sum = list.reduce((total, r) => total + r.ratings, 0);
      expect(s.ratingsAverage).toBe(list.length ? Math.round((sum / list.length) * 10 + 1e-9) / 10 : 0);
    }
    expect(empty).toBeGreaterThan(5);
    const high = catalogue.reviews.filter((r) => r.ratings >= 4).length / catalogue.reviews.length;
    expect(high).toBeGreaterThan(0.7);
    expect(high).toBeLessThan(0.95);
    const replied = catalogue.reviews.filter((r) => r.reply).length / catalogue.reviews.length;
    expect(replied).toBeGreaterThan(0.05);
    expect(replied).toBeLessThan(0.15);
    expect(new Set(catalogue.reviews.map((r) => r.comments)).size).toBeGreaterThan(2000);
    for (const r of catalogue.reviews) {
      expect(r.helpfulCount).toBeGreaterThanOrEqual(0);
      expect(r.helpfulCount).toBeLessThanOrEqual(30);
      expect(r.firstName).toMatch(/^[A-Z][a-z]+$/);
      const age = demoEpoch.getTime() - (r.createdAt as Date).getTime();
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThanOrEqual(730 * 86_400_000);
    }
  });

  it('rounds averages half up in exact arithmetic', () => {
    expect(roundedAverage(87, 20)).toBe(4.4); // 4.35
    expect(roundedAverage(17, 4)).toBe(4.3); // 4.25
    expect(roundedAverage(13, 3)).toBe(4.3); // 4.333…
    expect(roundedAverage(0, 0)).toBe(0);
  });

  it('gives every listing 2–4 photos and a few listings answered questions', () => {
    const photos = new Map<number, number>();
    for (const p of catalogue.photos) photos.set(p.serviceId, (photos.get(p.serviceId) ?? 0) + 1);
    for (const s of catalogue.services) expect(photos.get(s.id) ?? 0).toBeGreaterThanOrEqual(2);
    for (const n of photos.values()) expect(n).toBeLessThanOrEqual(4);
    const asked = new Map<number, number>();
    for (const q of catalogue.questions) {
      expect(q.answer).toBeTruthy();
      asked.set(q.serviceId, (asked.get(q.serviceId) ?? 0) + 1);
    }
    expect(asked.size).toBeGreaterThan(20);
    for (const n of asked.values()) expect(n).toBeLessThanOrEqual(3);
  });
});
