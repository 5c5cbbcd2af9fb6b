import { describe, expect, it } from 'vitest';
import {
  PER_VIEW_FEW,
  PER_VIEW_MOST,
  PER_VIEW_WIDE_TILES,
  browsePath,
  homeFeaturedTiles,
  levelOf,
  resolveTiles,
  servicesCarousels,
  tilePath,
  toNodes,
} from './catalog';
import { categoryTree } from './demo/categories';

/** The demo tree as nodes, the way the server reads it. */
function demoNodes() {
  let id = 0;
  const rows: Parameters<typeof toNodes>[0] = [];
  for (const main of categoryTree) {
    const mainId = ++id;
    rows.push({
      id: mainId,
      parentId: null,
      slug: main.slug,
      name: main.name,
      icon: `/i/${main.slug}.svg`,
      description: '',
      price: main.price,
      isTransport: main.transport,
      isPopular: false,
      sortOrder: 0,
    });
    for (const sub of main.subs) {
      const subId = ++id;
      rows.push({
        id: subId,
        parentId: mainId,
        slug: sub.slug,
        name: sub.name,
        icon: `/i/${sub.slug}.svg`,
        description: '',
        price: sub.price,
        isTransport: main.transport,
        isPopular: sub.popular,
        sortOrder: 0,
      });
      for (const leaf of sub.leaves) {
        rows.push({
          id: ++id,
          parentId: subId,
          slug: leaf.slug,
          name: leaf.name,
          icon: `/i/${leaf.slug}.svg`,
          description: '',
          price: leaf.price,
          isTransport: main.transport,
          isPopular: false,
          sortOrder: 0,
        });
      }
    }
  }
  const nodes = toNodes(rows);
  return new Map(nodes.map((node) => [node.slug, node]));
}

describe('category levels and links', () => {
  it('knows main, sub-category and leaf', () => {
    expect(levelOf(null, 3)).toBe('main');
    expect(levelOf(1, 4)).toBe('sub');
    expect(levelOf(2, 0)).toBe('leaf');
  });

  it('browses main → /categories, sub → /sub-category, leaf → /category/services (SPEC.md section 2)', () => {
    const bySlug = demoNodes();
    expect(browsePath(bySlug.get('fashion')!)).toBe('/categories/fashion');
    expect(browsePath(bySlug.get('plumbing')!)).toBe('/sub-category/plumbing');
    expect(browsePath(bySlug.get('drain-cleaning')!)).toBe('/category/services/drain-cleaning');
  });

  it('sends services-home tiles to main category pages or to listings', () => {
    const bySlug = demoNodes();
    expect(tilePath(bySlug.get('repairs-service')!)).toBe('/categories/repairs-service');
    expect(tilePath(bySlug.get('driver')!)).toBe('/service/driver');
  });

  it('uses display labels (transport → Lorry)', () => {
    expect(demoNodes().get('transport')!.label).toBe('Lorry');
  });
});

describe('services home carousels (SPEC.md sections 2 and 9)', () => {
  const bySlug = demoNodes();

  it('name only categories that exist, and every tile links somewhere', () => {
    for (const carousel of servicesCarousels) {
      for (const tile of carousel.tiles) if (tile.slug) expect(bySlug.has(tile.slug), tile.slug).toBe(true);
      const tiles = resolveTiles(carousel.tiles, bySlug);
      expect(tiles).toHaveLength(carousel.tiles.length);
      for (const tile of tiles) {
        expect(tile.href).toMatch(/^\/[a-z]/);
        expect(tile.price).toBeGreaterThan(0);
      }
    }
  });

  it('show the visible-item counts of section 9', () => {
    const perView = Object.fromEntries(servicesCarousels.map((c) => [c.id, c.perView]));
    expect(perView.fashion).toEqual(PER_VIEW_WIDE_TILES);
    expect(perView.beauty).toEqual(PER_VIEW_WIDE_TILES);
    expect(perView.travel).toEqual(PER_VIEW_FEW);
    expect(perView.health).toEqual(PER_VIEW_FEW);
    expect(perView.legal).toEqual(PER_VIEW_FEW);
    expect(perView['home-services']).toEqual(PER_VIEW_MOST);
    expect(PER_VIEW_MOST).toEqual([1.4, 2.5, 4.5]);
  });

  it('give tiles the spec leaves dead a real page', () => {
    const labels = Object.fromEntries(servicesCarousels.flatMap((c) => resolveTiles(c.tiles, bySlug)).map((t) => [t.label, t.href]));
    expect(labels['Book a Ride']).toBe('/service/driver');
    expect(labels['Bills & Recharge']).toBe('/categories/banking');
    expect(labels['Hot Deals']).toBe('/offers');
    expect(labels['Bus Booking']).toBe('/service/bus-booking');
    expect(labels['Hotel Booking']).toBe('/service/hotel-booking');
    expect(labels['Training & Skillup']).toBe('/service/skill-training');
    expect(labels['Civil Lawyer']).toBe('/categories/law');
  });

  it('drops a tile whose category is missing', () => {
    expect(resolveTiles([{ slug: 'no-such-category' }, { slug: 'gym' }], bySlug).map((t) => t.label)).toEqual(['Gym']);
  });
});

describe('home page category links (SPEC.md "Home")', () => {
  it('include every link the spec names, at the spec starting prices', () => {
    const tiles = resolveTiles(homeFeaturedTiles, demoNodes());
    const hrefs = tiles.map((t) => t.href);
    for (const href of [
      '/categories/fashion',
      '/categories/repairs-service',
      '/categories/transportation',
      '/categories/beauty-care',
      '/categories/jobs',
      '/sub-category/home-renovation',
      '/sub-category/finance',
    ]) {
      expect(hrefs).toContain(href);
    }
    const price = (label: string) => tiles.find((t) => t.label === label)?.price;
    expect([price('Transportation'), price('Home Services'), price('Fashion'), price('Banking')]).toEqual([199, 99, 599, 499]);
  });
});
