/**
 * Builds the whole demo catalogue in memory, deterministically: the same rows, ids and dates on every
 * run and machine. Ids start at 1 here; the loader shifts them past whatever a table already holds.
 */
import type { categories, partners, questions, reviews, servicePhotos, services } from '../../../lib/server/db/schema';
import { categoryLabel } from '../labels';
import { artPathsFor, categoryIconPath } from './art';
import { categoryTree, flatSubs, type FlatSub, type LeafSeed, type MainSeed, type SubSeed } from './categories';
import { cities, type CitySeed, type Locality, formatAddress, type Region } from './cities';
import { kindCopy } from './copy';
import { brandWords, muslimNames, muslimShare, regionNames } from './names';
import { hashString, Random } from './random';
import { closings, openings, ratingWeights, sorryReplies, thankReplies } from './reviews';
import { type ShowcasePartner, showcasePartners } from './showcase';
import { trades } from './trades';

export type CategoryRow = typeof categories.$inferInsert & { id: number };
export type PartnerRow = typeof partners.$inferInsert & { id: number };
export type ServiceRow = typeof services.$inferInsert & { id: number };
export type PhotoRow = typeof servicePhotos.$inferInsert & { id: number };
export type ReviewRow = typeof reviews.$inferInsert & { id: number };
export type QuestionRow = typeof questions.$inferInsert & { id: number };

export interface DemoCatalogue {
  categories: CategoryRow[];
  partners: PartnerRow[];
  services: ServiceRow[];
  photos: PhotoRow[];
  reviews: ReviewRow[];
  questions: QuestionRow[];
}

/** Demo dates count back from this instant, never from the clock. */
export const demoEpoch = new Date('2026-10-01T00:00:00+05:30');
const DAY = 86_400_000;
const SEED = 20261001;

/** Independent random streams, so that changing how reviews are made does not move the partners. */
const stream = (name: string) => new Random(SEED ^ hashString(name));

type DayOpen =
  | { type: 'everyday'; everyday_start_time: string; everyday_end_time: string }
  | { type: 'perday'; data: { day: string; weekday_start_time: string; weekday_end_time: string }[] };

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** 'Sharma Plumbing Works Kolkata' → 'sharma-plumbing-works-kolkata' */
export function kebab(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['\u2019.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Hands out unique slugs: the base, then base-2, base-3… */
class SlugSet {
  private readonly taken = new Set<string>();
  claim(base: string): string {
    let slug = base;
    for (let n = 2; this.taken.has(slug); n++) slug = `${base}-${n}`;
    this.taken.add(slug);
    return slug;
  }
}

/** Words that keep their capital inside a sentence. */
const properWords = new Set(['English', 'Bollywood', 'Kathak', 'Char', 'Dham', 'Yatra', 'Tally']);

/** 'AC Repair' → 'AC repair', 'Tap and Leak Repair' → 'tap and leak repair' (for use inside a sentence). */
function inSentence(label: string): string {
  return label
    .split(' ')
    .map((word) => (properWords.has(word) || (word.length > 1 && word === word.toUpperCase()) ? word : word.toLowerCase()))
    .join(' ');
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

// -------------------------------------------------------------------------------------------------
// Categories
// -------------------------------------------------------------------------------------------------

function buildCategories(): { rows: CategoryRow[]; idOf: Map<string, number> } {
  const rows: CategoryRow[] = [];
  const idOf = new Map<string, number>();
  const createdAt = new Date(demoEpoch.getTime() - 3 * 365 * DAY);
  const add = (seed: MainSeed | SubSeed | LeafSeed, parentId: number | null, isTransport: boolean, sortOrder: number) => {
    const id = rows.length + 1;
    rows.push({
      id,
      parentId,
      slug: seed.slug,
      name: seed.name,
      icon: categoryIconPath(seed.slug),
      description: seed.description,
      price: seed.price,
      isTransport,
      isPopular: 'popular' in seed && seed.popular,
      sortOrder,
      createdAt: new Date(createdAt.getTime() + id * 60_000),
    });
    idOf.set(seed.slug, id);
    return id;
  };
  categoryTree.forEach((main, i) => {
    const mainId = add(main, null, main.transport, i + 1);
    main.subs.forEach((subSeed, j) => {
      const subId = add(subSeed, mainId, main.transport, j + 1);
      subSeed.leaves.forEach((leafSeed, k) => {
        add(leafSeed, subId, main.transport, k + 1);
      });
    });
  });
  return { rows, idOf };
}

// -------------------------------------------------------------------------------------------------
// Which businesses exist where
// -------------------------------------------------------------------------------------------------

/** One business to create: where it is, what it does and which leaves it lists under. */
interface BusinessPlan {
  city: CitySeed;
  flat: FlatSub;
  leaves: LeafSeed[];
  showcase?: ShowcasePartner;
}

/** How many listings a business has: mostly one or two. */
const listingCounts: [number, number][] = [
  [1, 55],
  [2, 32],
  [3, 13],
];

/**
 * Every popular leaf gets three listings in each main city; every other sub-category two, rotating
 * over its leaves from city to city; the smaller cities get the popular trades and a few others.
 */
function planBusinesses(rng: Random): BusinessPlan[] {
  const plans: BusinessPlan[] = [];
  const subs = flatSubs();
  const groupInto = (city: CitySeed, flat: FlatSub, slots: Map<LeafSeed, number>) => {
    for (;;) {
      const open = [...slots.entries()].filter(([, n]) => n > 0);
      if (open.length === 0) return;
      const size = Math.min(rng.weighted(listingCounts), open.length);
      // The leaves with the most slots left go first, ties in random order.
      const chosen = rng
        .shuffle(open)
        .sort((a, b) => b[1] - a[1])
        .slice(0, size)
        .map(([leafSeed]) => leafSeed);
      for (const leafSeed of chosen) slots.set(leafSeed, slots.get(leafSeed)! - 1);
      plans.push({ city, flat, leaves: chosen });
    }
  };
  const rotating = (flat: FlatSub, cityIndex: number, count: number) => {
    const slots = new Map<LeafSeed, number>();
    for (let j = 0; j < count; j++) {
      const leafSeed = flat.sub.leaves[(cityIndex * count + j) % flat.sub.leaves.length]!;
      slots.set(leafSeed, (slots.get(leafSeed) ?? 0) + 1);
    }
    return slots;
  };

  cities.forEach((city, cityIndex) => {
    if (city.main) {
      for (const flat of subs) {
        if (flat.sub.popular) groupInto(city, flat, new Map(flat.sub.leaves.map((l) => [l, 3])));
        else groupInto(city, flat, rotating(flat, cityIndex, 2));
      }
    } else {
      for (const flat of subs.filter((f) => f.sub.popular)) groupInto(city, flat, rotating(flat, cityIndex, 2));
      for (const flat of rng.sample(
        subs.filter((f) => !f.sub.popular),
        12,
      )) {
        groupInto(city, flat, new Map([[rng.pick(flat.sub.leaves), 1]]));
      }
    }
  });
  return plans;
}

// -------------------------------------------------------------------------------------------------
// Partners and their listings
// -------------------------------------------------------------------------------------------------

/** Brand colour pairs for partner mini-sites; each brand colour carries white text. */
export const partnerPalettes: [brand: string, accent: string][] = [
  ['#0f766e', '#f59e0b'],
  ['#1d4ed8', '#f97316'],
  ['#7c2d12', '#fbbf24'],
  ['#be123c', '#fcd34d'],
  ['#4338ca', '#22d3ee'],
  ['#166534', '#facc15'],
  ['#9d174d', '#f9a8d4'],
  ['#0c4a6e', '#38bdf8'],
  ['#581c87', '#f0abfc'],
  ['#334155', '#f97316'],
  ['#854d0e', '#84cc16'],
  ['#115e59', '#fb7185'],
];

const openingTimes = ['08:00', '09:00', '09:30', '10:00', '10:30', '11:00'];
const closingTimes = ['18:00', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00'];

function makeDayOpen(rng: Random, flat: FlatSub): DayOpen {
  if (flat.sub.slug === 'ambulance') return { type: 'everyday', everyday_start_time: '00:00', everyday_end_time: '23:59' };
  const start = rng.pick(openingTimes);
  const end = rng.pick(closingTimes);
  if (rng.chance(0.5)) return { type: 'everyday', everyday_start_time: start, everyday_end_time: end };
  const day = (name: string, from = start, to = end) => ({ day: name, weekday_start_time: from, weekday_end_time: to });
  const officeLike = ['law', 'banking', 'consultant', 'jobs'].includes(flat.main.slug);
  const pattern = officeLike ? rng.pick(['sat-half', 'no-sunday']) : rng.pick(['no-sunday', 'short-sunday', 'no-tuesday', 'no-sunday']);
  switch (pattern) {
    case 'sat-half':
      return { type: 'perday', data: [...weekdays.slice(0, 5).map((d) => day(d)), day('Saturday', start, '14:00')] };
    case 'short-sunday':
      return { type: 'perday', data: [...weekdays.slice(0, 6).map((d) => day(d)), day('Sunday', '10:00', '14:00')] };
    case 'no-tuesday':
      return { type: 'perday', data: weekdays.filter((d) => d !== 'Tuesday').map((d) => day(d)) };
    default:
      return { type: 'perday', data: weekdays.slice(0, 6).map((d) => day(d)) };
  }
}

/** Ten digits starting 6–9, as Indian mobile numbers do; never the same number twice. */
function makeMobile(rng: Random, used: Set<string>): string {
  for (;;) {
    let number = String(
      rng.weighted([
        ['9', 40],
        ['8', 25],
        ['7', 25],
        ['6', 10],
      ] as const),
    );
    while (number.length < 10) number += String(rng.int(0, 9));
    if (!used.has(number)) {
      used.add(number);
      return number;
    }
  }
}

function makeHouseNumber(rng: Random, main: string): string {
  const shopLike = !['law', 'banking', 'consultant', 'training', 'health'].includes(main);
  const forms: (() => string)[] = [
    () => String(rng.int(1, 250)),
    () => `${rng.int(1, 99)}/${rng.int(1, 12)}`,
    () => `${rng.pick(['A', 'B', 'C', 'D', 'E'])}-${rng.int(10, 420)}`,
    shopLike ? () => `Shop No. ${rng.int(1, 48)}` : () => `Office ${rng.int(101, 612)}`,
    () => `${rng.pick(['1st', '2nd', '3rd', '4th'])} Floor, ${rng.int(2, 180)}`,
  ];
  return rng.pick(forms)();
}

interface Person {
  first: string;
  last: string;
  female: boolean;
}

function makePerson(rng: Random, city: CitySeed, female: boolean, local = 0.75): Person {
  const region = rng.chance(local) ? city.region : rng.pick(Object.keys(regionNames) as Region[]);
  const names = rng.chance(muslimShare[region]) ? muslimNames : regionNames[region];
  return { first: rng.pick(female ? names.female : names.male), last: rng.pick(names.surnames), female };
}

interface BuiltPartner {
  row: PartnerRow;
  plan: BusinessPlan;
  locality: Locality;
  address: string;
  lat: number;
  lng: number;
  year: number;
}

function buildPartner(
  rng: Random,
  id: number,
  plan: BusinessPlan,
  names: { slugs: SlugSet; taken: Set<string>; mobiles: Set<string> },
): BuiltPartner {
  const { city, flat, showcase } = plan;
  const trade = trades[flat.sub.slug]!;
  const copy = kindCopy[flat.main.slug]!;
  const locality = showcase ? city.localities.find((l) => l.name === showcase.locality)! : rng.pick(city.localities);
  const owner = makePerson(rng, city, rng.chance(trade.femaleOwners ? 0.8 : 0.25), 0.9);

  let businessName = showcase?.name ?? '';
  for (let attempt = 0; !showcase && (!businessName || names.taken.has(`${city.name}|${businessName.toLowerCase()}`)); attempt++) {
    const region = regionNames[city.region];
    businessName = fill(rng.pick(trade.names), {
      S: attempt < 8 ? owner.last : rng.pick(region.surnames),
      F: attempt < 8 ? owner.first : rng.pick(owner.female ? region.female : region.male),
      B: rng.pick(region.blessings),
      W: rng.pick(brandWords),
      L: locality.name,
    });
  }
  names.taken.add(`${city.name}|${businessName.toLowerCase()}`);

  const year = showcase?.year ?? rng.int(1995, 2023);
  const mobile = makeMobile(rng, names.mobiles);
  const handle = kebab(businessName);
  const arts = artPathsFor(flat.main.slug);
  const featuredImage = rng.pick(arts);
  const others = rng.sample(
    arts.filter((a) => a !== featuredImage),
    rng.int(2, 3),
  );
  // SPEC.md's "may arrive as a string" is this JSON text of the list: encoded once, so one JSON.parse gives the list.
  // A coin is still tossed here, as when about half the lists were stored encoded twice, so that everything drawn
  // after it from the same random sequence (the rest of the demo catalogue) stays as it was.
  rng.chance(0.5);
  const otherImages = JSON.stringify(others);
  const leafWords = listOf(plan.leaves.map((l) => inSentence(categoryLabel(l))));
  const about =
    showcase?.about ??
    `${businessName} offers ${leafWords} in ${locality.name}, ${city.name}, and has served customers since ${year}. ${rng
      .sample(copy.about, 2)
      .join(' ')}`;
  const [brandColor, accentColor] = rng.pick(partnerPalettes);
  const dayOpen = showcase?.dayOpen ?? JSON.stringify(makeDayOpen(rng, flat));
  const traffic = rng.int(20, 3000);
  const row: PartnerRow = {
    id,
    slug: names.slugs.claim(kebab(`${businessName} ${city.name}`)),
    businessName,
    ownerName: `${owner.first} ${owner.last}`,
    tagline: showcase?.tagline ?? rng.pick(copy.taglines),
    about,
    businessLocationName: `${locality.name}, ${city.name}`,
    city: city.name,
    email: rng.chance(0.6) ? `${handle.replace(/-/g, '')}@example.com` : null,
    mobile,
    whatsapp: rng.chance(0.7) ? (rng.chance(0.8) ? mobile : makeMobile(rng, names.mobiles)) : null,
    facebook: rng.chance(0.45) ? `https://www.facebook.com/${handle.replace(/-/g, '')}` : null,
    instagram: rng.chance(0.55) ? `https://www.instagram.com/${handle.replace(/-/g, '_')}` : null,
    featuredImage,
    otherImages,
    dayOpen,
    brandColor,
    accentColor,
    trafficCount: traffic,
    callCount: rng.int(0, Math.floor(traffic / 5)),
    createdAt: new Date(demoEpoch.getTime() - rng.int(60, 3 * 365) * DAY - rng.int(0, DAY - 1)),
  };
  return {
    row,
    plan,
    locality,
    address: formatAddress(city, locality, makeHouseNumber(rng, flat.main.slug), showcase?.street ?? rng.pick(locality.streets)),
    lat: Math.round((locality.lat + (rng.next() - 0.5) * 0.024) * 1e6) / 1e6,
    lng: Math.round((locality.lng + (rng.next() - 0.5) * 0.024) * 1e6) / 1e6,
    year,
  };
}

function priceFor(rng: Random, sub: string, leaf: string): number {
  const trade = trades[sub]!;
  const [min, max, step] = trade.leafPrices?.[leaf] ?? trade.price;
  return min + step * rng.int(0, Math.floor((max - min) / step));
}

function buildListings(
  rng: Random,
  built: BuiltPartner,
  categoryIdOf: Map<string, number>,
  next: { serviceId: () => number; slugs: SlugSet; mobiles: Set<string> },
): ServiceRow[] {
  const { row: partner, plan, locality } = built;
  const copy = kindCopy[plan.flat.main.slug]!;
  const arts = artPathsFor(plan.flat.main.slug);
  return plan.leaves.map((leafSeed, index) => {
    const label = categoryLabel(leafSeed);
    const serviceName =
      index === 0 ? partner.businessName : rng.chance(0.5) ? `${label} by ${partner.businessName}` : `${partner.businessName} - ${label}`;
    const verified = rng.chance(0.4);
    const km = rng.pick([3, 5, 8, 10, 15]);
    const otherInfo = [
      `Languages: ${listOf(plan.city.languages)}.`,
      `Payment: ${rng.pick(['Cash, UPI and cards', 'Cash and UPI', 'UPI, cards and bank transfer'])}.`,
      plan.flat.main.transport ? 'Price is per kilometre; toll and parking are extra.' : `Service area: within ${km} km of ${locality.name}.`,
      verified ? 'Documents verified by Seva.' : '',
    ]
      .filter(Boolean)
      .join(' ');
    const createdAt = new Date(
      Math.min(demoEpoch.getTime() - 30 * DAY, (partner.createdAt as Date).getTime() + rng.int(0, 20) * DAY + rng.int(0, DAY - 1)),
    );
    return {
      id: next.serviceId(),
      partnerId: partner.id,
      categoryId: categoryIdOf.get(leafSeed.slug)!,
      slug: next.slugs.claim(kebab(`${serviceName} ${plan.city.name}`)),
      serviceName,
      description: /* i18n-ignore: demo copy, data */ `${leafSeed.description} Serving ${locality.name} and nearby areas of ${plan.city.name}. ${rng.pick(copy.promises)}`,
      serviceAddress: built.address,
      city: plan.city.name,
      lat: built.lat,
      lng: built.lng,
      price: priceFor(rng, plan.flat.sub.slug, leafSeed.slug),
      contactNo: rng.chance(0.85) ? partner.mobile : makeMobile(rng, next.mobiles),
      featuredImage: index === 0 ? partner.featuredImage : rng.pick(arts),
      basicInfo: `${partner.businessName} has offered ${inSentence(label)} in ${locality.name} and nearby areas of ${
        plan.city.name
      } since ${built.year}. ${rng.pick(copy.about)} ${rng.pick(copy.promises)}`,
      otherInfo,
      hours: partner.dayOpen,
      ratingsAverage: 0,
      ratingCount: 0,
      isVerified: verified,
      responseMinutes: rng.chance(0.3) ? rng.int(1, 6) * 5 : rng.int(7, 48) * 5,
      yearEstablished: built.year,
      createdAt,
    };
  });
}

// -------------------------------------------------------------------------------------------------
// Reviews, photos, questions
// -------------------------------------------------------------------------------------------------

type Stars = 1 | 2 | 3 | 4 | 5;

function makeComment(rng: Random, stars: Stars, main: string): string {
  const copy = kindCopy[main]!;
  const detail = stars >= 4 || (stars === 3 && rng.chance(0.5)) ? rng.pick(copy.praise) : rng.pick(copy.complaints);
  const parts = [rng.chance(0.8) ? rng.pick(openings[stars]) : '', detail, rng.chance(0.5) ? rng.pick(closings[stars]) : ''];
  return parts.filter(Boolean).join(' ');
}

/** Half-up rounding to one decimal of sum/count, in integers so that 4.35 never becomes 4.3. */
export function roundedAverage(sum: number, count: number): number {
  if (count === 0) return 0;
  return Math.floor((20 * sum + count) / (2 * count)) / 10;
}

function buildReviews(rng: Random, service: ServiceRow, city: CitySeed, main: string, nextId: () => number): ReviewRow[] {
  const count = rng.weighted<() => number>([
    [() => 0, 5],
    [() => rng.int(1, 5), 30],
    [() => rng.int(6, 12), 40],
    [() => rng.int(13, 25), 25],
  ])();
  const quality = rng.weighted([
    ['excellent', 45],
    ['good', 45],
    ['mixed', 10],
  ] as const);
  const listedAt = (service.createdAt as Date).getTime();
  const from = Math.max(listedAt + DAY, demoEpoch.getTime() - 730 * DAY);
  const rows: ReviewRow[] = [];
  for (let i = 0; i < count; i++) {
    const stars = rng.weighted(ratingWeights[quality]);
    const person = makePerson(rng, city, rng.chance(0.5));
    const createdAt = new Date(from + Math.floor(rng.next() * (demoEpoch.getTime() - from)));
    const replies = stars >= 4 ? thankReplies : sorryReplies;
    const reply = rng.chance(stars >= 4 ? 0.08 : 0.25) ? fill(rng.pick(replies), { first: person.first }) : null;
    rows.push({
      id: nextId(),
      serviceId: service.id,
      userId: null,
      firstName: person.first,
      lastName: person.last,
      profilePic: null,
      ratings: stars,
      comments: makeComment(rng, stars, main),
      helpfulCount: Math.floor(rng.next() ** 2 * 31),
      reply,
      // Owners answer a day later (no draw of the generator, so the rest of the catalogue stays the same).
      replyAt: reply ? new Date(Math.min(createdAt.getTime() + DAY, demoEpoch.getTime())) : null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  return rows;
}

// -------------------------------------------------------------------------------------------------
// The whole catalogue
// -------------------------------------------------------------------------------------------------

/** Builds every row of the demo catalogue. Pure and deterministic. */
export function buildDemoCatalogue(): DemoCatalogue {
  const { rows: categoryRows, idOf: categoryIdOf } = buildCategories();
  const subsBySlug = new Map(flatSubs().map((flat) => [flat.sub.slug, flat]));

  const showcasePlans: BusinessPlan[] = showcasePartners.map((showcase) => ({
    city: cities.find((c) => c.name === showcase.city)!,
    flat: subsBySlug.get(showcase.sub)!,
    leaves: showcase.leaves.map((slug) => subsBySlug.get(showcase.sub)!.sub.leaves.find((l) => l.slug === slug)!),
    showcase,
  }));
  const planRng = stream('plans');
  // Showcase partners keep the first ids; the rest are shuffled so that ids do not follow the city.
  const plans = [...showcasePlans, ...planRng.shuffle(planBusinesses(planRng))];

  const partnerRng = stream('partners');
  const listingRng = stream('listings');
  const reviewRng = stream('reviews');
  const extrasRng = stream('extras');
  const names = { slugs: new SlugSet(), taken: new Set<string>(), mobiles: new Set<string>() };
  // Showcase names are reserved first so a generated business never takes one.
  for (const s of showcasePartners) names.taken.add(`${s.city}|${s.name.toLowerCase()}`);
  const counters = { service: 0, review: 0, photo: 0, question: 0 };
  const serviceSlugs = new SlugSet();

  const partnerRows: PartnerRow[] = [];
  const serviceRows: ServiceRow[] = [];
  const reviewRows: ReviewRow[] = [];
  const photoRows: PhotoRow[] = [];
  const questionRows: QuestionRow[] = [];

  plans.forEach((plan, index) => {
    const built = buildPartner(partnerRng, index + 1, plan, names);
    partnerRows.push(built.row);
    const listings = buildListings(listingRng, built, categoryIdOf, {
      serviceId: () => ++counters.service,
      slugs: serviceSlugs,
      mobiles: names.mobiles,
    });
    for (const listing of listings) {
      const listingReviews = buildReviews(reviewRng, listing, plan.city, plan.flat.main.slug, () => ++counters.review);
      const sum = listingReviews.reduce((total, r) => total + r.ratings, 0);
      listing.ratingCount = listingReviews.length;
      listing.ratingsAverage = roundedAverage(sum, listingReviews.length);
      serviceRows.push(listing);
      reviewRows.push(...listingReviews);

      const listedAt = (listing.createdAt as Date).getTime();
      for (const url of extrasRng.sample(artPathsFor(plan.flat.main.slug), extrasRng.int(2, 4))) {
        photoRows.push({
          id: ++counters.photo,
          serviceId: listing.id,
          userId: null,
          url,
          createdAt: new Date(listedAt + extrasRng.int(1, 20) * DAY),
        });
      }
      if (extrasRng.chance(0.06)) {
        const pairs = kindCopy[plan.flat.main.slug]!.questions;
        for (const [question, answer] of extrasRng.sample(pairs, extrasRng.int(1, 3))) {
          const asker = makePerson(extrasRng, plan.city, extrasRng.chance(0.5));
          questionRows.push({
            id: ++counters.question,
            serviceId: listing.id,
            userId: null,
            askedBy: `${asker.first} ${asker.last}`,
            question,
            answer,
            createdAt: new Date(listedAt + extrasRng.int(2, 25) * DAY),
          });
        }
      }
    }
  });

  return {
    categories: categoryRows,
    partners: partnerRows,
    services: serviceRows,
    photos: photoRows,
    reviews: reviewRows,
    questions: questionRows,
  };
}
