/**
 * Browsing the category tree: the rules that decide where a category leads and what the home and
 * services-home pages show. Pure, so pages, endpoints and islands share one definition.
 */
import { m } from '../../lib/i18n';
import { inPageLanguage, paths } from '../../paths';
import { translatedCategory } from './category-translations';
import { categoryLabel } from './labels';
import testimonialData from './demo/testimonials.json' with { type: 'json' };

/** Where a category sits in the tree: main (no parent), sub-category (has children) or leaf. */
export type CategoryLevel = 'main' | 'sub' | 'leaf';

/**
 * Stores a page of /category/services/{slug} and of POST /api/get-category-service-data (an
 * unpaged list would grow with the catalogue). 60 fills rows of 1, 2, 3 and 4 evenly.
 */
export const STORE_PAGE_SIZE = 60;

/** A category as stored (SPEC.md section 3: name, slug, icon, description, price). */
export interface CategoryRowLike {
  id: number;
  parentId: number | null;
  slug: string;
  name: string;
  icon: string;
  description: string;
  /** The 'Starts ₹N' hint, whole rupees. */
  price: number;
  isTransport: boolean;
  isPopular: boolean;
  sortOrder: number;
}

/** A category as the pages use it: the stored one with its display label and its place in the tree. */
export interface CategoryNode extends CategoryRowLike {
  /** The name to show (categoryDisplayLabels: 'Lorry' for transport…). */
  label: string;
  level: CategoryLevel;
  childCount: number;
}

/** The level of a category from its parent and whether it has children. */
export function levelOf(parentId: number | null, childCount: number): CategoryLevel {
  if (parentId === null) return 'main';
  return childCount > 0 ? 'sub' : 'leaf';
}

/** Category rows as nodes, each knowing its level and display label. */
export function toNodes(rows: CategoryRowLike[]): CategoryNode[] {
  const children = new Map<number, number>();
  for (const row of rows) if (row.parentId !== null) children.set(row.parentId, (children.get(row.parentId) ?? 0) + 1);
  return rows.map((row) => {
    const childCount = children.get(row.id) ?? 0;
    // The label (and description) are read in the language of the page or request that reads them: the
    // nodes are kept across requests.
    const node = { ...row, label: '', level: levelOf(row.parentId, childCount), childCount };
    Object.defineProperty(node, 'label', { get: () => categoryLabel(row), enumerable: true });
    Object.defineProperty(node, 'description', { get: () => translatedCategory(row.slug, 'description') ?? row.description, enumerable: true });
    return node;
  });
}

/**
 * The browse page of a category: a main category lists its sub-categories (/categories), a
 * sub-category its leaves (/sub-category), a leaf its stores (/category/services).
 */
export function browsePath(node: Pick<CategoryNode, 'slug' | 'level'>): string {
  if (node.level === 'main') return paths.category(node.slug);
  if (node.level === 'sub') return paths.subCategory(node.slug);
  return paths.categoryStores(node.slug);
}

/** Where a services-home tile leads: main categories to their page, the rest to their listing. */
export function tilePath(node: Pick<CategoryNode, 'slug' | 'level'>): string {
  return node.level === 'main' ? paths.category(node.slug) : paths.listing(node.slug);
}

/** Visible items of a carousel at widths < 600 px, ≥ 600 px and ≥ 1000 px (SPEC.md section 9). */
export type PerView = readonly [number, number, number];
export const PER_VIEW_MOST: PerView = [1.4, 2.5, 4.5];
export const PER_VIEW_WIDE_TILES: PerView = [1.4, 2.5, 3.5];
export const PER_VIEW_FEW: PerView = [1.4, 2.5, 2.5];

/** SPEC.md section 9: services carousels and the home testimonials. */
export const SERVICES_CAROUSEL = { autoplayMs: 3000, spaceBetween: 20, breakpoints: [600, 1000] } as const;
export const TESTIMONIAL_CAROUSEL = { autoplayMs: 3000, spaceBetween: 10, stagePadding: 50, twoFrom: 768 } as const;

/**
 * A tile of a themed carousel. Most name a category (`slug`): its label, icon and 'Starts ₹' price
 * come from the catalogue and it links by tilePath(). The tiles SPEC.md shows without a link name
 * their own label and a real page to go to instead.
 */
export interface TileSpec {
  slug?: string;
  /** The words of a tile that is not a category (a message, said when the tile is drawn); else the category's label. */
  label?: () => string;
  href?: string;
  /** An image for a tile that is not a category; else the category's icon. */
  icon?: string;
  /** 'Starts ₹N' for a tile that is not a category. */
  price?: number;
  /** A line about a tile that is not a category; else the category's description. */
  description?: () => string;
}

export interface CarouselSpec {
  id: string;
  /** Messages, said when the page is drawn (in its language). */
  title: () => string;
  blurb: () => string;
  perView: PerView;
  tiles: TileSpec[];
}

/**
 * The services home's themed carousels, in SPEC.md's order. Choices for the tiles the spec leaves
 * without a link: Book a Ride → the Driver listing, Bills & Recharge → Banking, Bus/Hotel Booking →
 * their listings, Hot Deals → /offers, Training & Skillup → the Skill Training listing.
 */
export const servicesCarousels: CarouselSpec[] = [
  {
    id: 'services',
    title: m['catalog.carousel.services'],
    blurb: m['catalog.carousel.servicesText'],
    perView: PER_VIEW_MOST,
    tiles: [
      { slug: 'fashion' },
      { slug: 'repairs-service' },
      {
        label: m['catalog.tile.bookRide'],
        href: paths.listing('driver'),
        icon: '/images/categories/driver.svg',
        price: 199,
        description: m['catalog.tile.bookRideText'],
      },
      {
        label: m['catalog.tile.bills'],
        href: paths.category('banking'),
        icon: '/images/categories/banking.svg',
        price: 49,
        description: m['catalog.tile.billsText'],
      },
    ],
  },
  {
    id: 'top-picks',
    title: m['catalog.carousel.topPicks'],
    blurb: m['catalog.carousel.topPicksText'],
    perView: PER_VIEW_MOST,
    tiles: [
      { slug: 'repairs-service' },
      { slug: 'hotel' },
      { slug: 'consultant' },
      { slug: 'food-order' },
      { slug: 'jobs' },
      { slug: 'skill-training' },
    ],
  },
  {
    id: 'transportation',
    title: m['catalog.carousel.transportation'],
    blurb: m['catalog.carousel.transportationText'],
    perView: PER_VIEW_MOST,
    tiles: [{ slug: 'driver' }, { slug: 'ambulance' }, { slug: 'transport' }, { slug: 'loaders' }],
  },
  {
    id: 'travel',
    title: m['catalog.carousel.travel'],
    blurb: m['catalog.carousel.travelText'],
    perView: PER_VIEW_FEW,
    tiles: [{ slug: 'bus-booking' }, { slug: 'hotel-booking' }],
  },
  {
    id: 'buy-sell',
    title: m['catalog.carousel.buySell'],
    blurb: m['catalog.carousel.buySellText'],
    perView: PER_VIEW_MOST,
    tiles: [{ slug: 'mobile' }, { slug: 'bike' }, { slug: 'car' }, { slug: 'furniture' }, { slug: 'book' }, { slug: 'pet' }, { slug: 'property' }],
  },
  {
    id: 'fashion',
    title: m['catalog.carousel.fashion'],
    blurb: m['catalog.carousel.fashionText'],
    perView: PER_VIEW_WIDE_TILES,
    tiles: [
      { slug: 'men' },
      { slug: 'women' },
      { slug: 'kids' },
      {
        label: m['catalog.tile.hotDeals'],
        href: paths.offers(),
        icon: '/images/browse/hot-deals.svg',
        price: 49,
        description: m['catalog.tile.hotDealsText'],
      },
    ],
  },
  {
    id: 'health',
    title: m['catalog.carousel.health'],
    blurb: m['catalog.carousel.healthText'],
    perView: PER_VIEW_FEW,
    tiles: [{ slug: 'gym' }, { slug: 'yoga' }, { slug: 'karate' }],
  },
  {
    id: 'home-services',
    title: m['catalog.carousel.homeServices'],
    blurb: m['catalog.carousel.homeServicesText'],
    perView: PER_VIEW_MOST,
    tiles: [{ slug: 'plumbing' }, { slug: 'electrician' }, { slug: 'painter' }, { slug: 'car-mechanic' }, { slug: 'cleanerhousekeeper' }],
  },
  {
    id: 'beauty',
    title: m['catalog.carousel.beauty'],
    blurb: m['catalog.carousel.beautyText'],
    perView: PER_VIEW_WIDE_TILES,
    tiles: [{ slug: 'manicure' }, { slug: 'pedicure' }, { slug: 'hair-care' }, { slug: 'facial' }],
  },
  {
    id: 'training',
    title: m['catalog.carousel.training'],
    blurb: m['catalog.carousel.trainingText'],
    perView: PER_VIEW_MOST,
    tiles: [
      { slug: 'tution' },
      { slug: 'music' },
      { slug: 'dance' },
      { slug: 'computer-tech' },
      { slug: 'art' },
      { slug: 'gromming' },
      { slug: 'communication' },
    ],
  },
  {
    id: 'legal',
    title: m['catalog.carousel.legal'],
    blurb: m['catalog.carousel.legalText'],
    perView: PER_VIEW_FEW,
    // SPEC.md: the four legal tiles all lead to the Law category.
    tiles: [
      { slug: 'civil-lawyer', href: paths.category('law') },
      { slug: 'criminal-lawyer', href: paths.category('law') },
      { slug: 'family-lawyer', href: paths.category('law') },
      { slug: 'property-lawyer', href: paths.category('law') },
    ],
  },
];

/** The services home's 'Snap' strip: ideas to book, each a picture (scripts/generate-art.ts) of its service. */
const SNAP_IDEAS = [
  { slug: 'hair-care', title: m['catalog.snap.bridalBun'], art: '/images/providers/art-17.svg' },
  { slug: 'plumbing', title: m['catalog.snap.drippingTap'], art: '/images/providers/art-8.svg' },
  { slug: 'yoga', title: m['catalog.snap.morningStretch'], art: '/images/providers/art-22.svg' },
  { slug: 'painter', title: m['catalog.snap.textureWall'], art: '/images/providers/art-7.svg' },
  { slug: 'music', title: m['catalog.snap.guitarChords'], art: '/images/providers/art-26.svg' },
  { slug: 'car-mechanic', title: m['catalog.snap.monsoonCheckUp'], art: '/images/providers/art-36.svg' },
];

/** The Snap ideas whose category is in the catalogue, each linking to it. */
export function snapIdeas(bySlug: ReadonlyMap<string, CategoryNode>) {
  return SNAP_IDEAS.flatMap((snap) => {
    const node = bySlug.get(snap.slug);
    return node ? [{ slug: snap.slug, title: snap.title(), art: snap.art, href: tilePath(node), label: node.label }] : [];
  });
}

/** A tile ready to draw. */
export interface Tile {
  key: string;
  label: string;
  href: string;
  icon: string;
  price: number;
  description: string;
}

/** Resolves tile specs against the catalogue; a tile whose category is missing is left out. */
export function resolveTiles(specs: TileSpec[], bySlug: ReadonlyMap<string, CategoryNode>): Tile[] {
  return specs.flatMap((spec, index): Tile[] => {
    const node = spec.slug ? bySlug.get(spec.slug) : undefined;
    if (spec.slug && !node) return [];
    const label = spec.label?.() ?? node?.label ?? '';
    const href = spec.href ? inPageLanguage(spec.href) : node ? tilePath(node) : '';
    const icon = spec.icon ?? node?.icon ?? '';
    const price = spec.price ?? node?.price ?? 0;
    if (!label || !href || !icon) return [];
    const description = spec.description?.() ?? node?.description ?? '';
    return [{ key: `${spec.slug ?? label}-${index}`, label, href, icon, price, description }];
  });
}

/**
 * The home page's Featured Services tiles (SPEC.md "Home"): its category links, with the starting
 * prices SPEC.md gives for Transportation, Home Services, Fashion and Banking coming from the
 * catalogue. Buy & Sell and Training & Skillup, links the spec leaves dead, go to real pages.
 */
export const homeFeaturedTiles: TileSpec[] = [
  { slug: 'fashion' },
  { slug: 'repairs-service' },
  { slug: 'transportation' },
  { slug: 'beauty-care' },
  { slug: 'jobs' },
  { slug: 'home-renovation', href: paths.subCategory('home-renovation'), label: m['catalog.tile.homeServices'], price: 99 },
  { slug: 'finance', href: paths.subCategory('finance'), label: m['catalog.tile.banking'], price: 499 },
  { slug: 'buy-sell' },
  { slug: 'skill-training', href: paths.subCategory('skill-training') },
];

/** The home page's Travel And Booking tiles; SPEC.md shows them without links, these are real pages. */
export const homeTravelTiles: TileSpec[] = [
  { slug: 'hotel', href: paths.listing('hotel') },
  { slug: 'bus-booking', href: paths.listing('bus-booking') },
  { slug: 'hotel-booking', href: paths.listing('hotel-booking') },
  { slug: 'tour-packages', href: paths.listing('tour-packages') },
];

/** The four steps of 'How It Works' (SPEC.md "Home"). */
export const howItWorks = [
  { title: m['home.steps.choose.title'], text: m['home.steps.choose.text'] },
  { title: m['home.steps.book.title'], text: m['home.steps.book.text'] },
  { title: m['home.steps.done.title'], text: m['home.steps.done.text'] },
  { title: m['home.steps.pay.title'], text: m['home.steps.pay.text'] },
] as const;

/** The home page's static sample testimonials (SPEC.md: "static sample testimonials"): demo copy, kept as data. */
export const testimonials = testimonialData;
