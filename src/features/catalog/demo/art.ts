/**
 * The generated artwork the demo catalogue points at (scripts/generate-art.ts draws it into
 * public/images/). Shared here so the generator and the seed agree on every path.
 */
export interface Palette {
  /** Icon tiles and the dark end of a gradient; white text and icons sit on it. */
  dark: string;
  light: string;
}

/** One colour pair per main category: its icon tiles and its provider artwork use it. */
export const mainPalettes: Record<string, Palette> = {
  fashion: { dark: '#be185d', light: '#f9a8d4' },
  'repairs-service': { dark: '#1d4ed8', light: '#93c5fd' },
  'home-services': { dark: '#b45309', light: '#fcd34d' },
  transportation: { dark: '#0e7490', light: '#67e8f9' },
  'beauty-care': { dark: '#a21caf', light: '#f0abfc' },
  health: { dark: '#15803d', light: '#86efac' },
  training: { dark: '#6d28d9', light: '#c4b5fd' },
  jobs: { dark: '#4338ca', light: '#a5b4fc' },
  'buy-sell': { dark: '#c2410c', light: '#fdba74' },
  law: { dark: '#334155', light: '#cbd5e1' },
  banking: { dark: '#0f766e', light: '#5eead4' },
  travel: { dark: '#0369a1', light: '#7dd3fc' },
  consultant: { dark: '#9f1239', light: '#fda4af' },
  'food-order': { dark: '#4d7c0f', light: '#bef264' },
};

/** Pictograms (lucide-static names) drawn on the provider artwork of each main category. */
const pictograms: Record<string, [string, string, string, string]> = {
  fashion: ['shirt', 'scissors', 'shopping-bag', 'gem'],
  'repairs-service': ['wrench', 'zap', 'paint-roller', 'droplets'],
  'home-services': ['house', 'hammer', 'package', 'bug'],
  transportation: ['truck', 'car-taxi-front', 'ambulance', 'map-pin'],
  'beauty-care': ['sparkles', 'flower-2', 'scissors', 'smile'],
  health: ['dumbbell', 'heart-pulse', 'person-standing', 'activity'],
  training: ['graduation-cap', 'music', 'palette', 'book-open'],
  jobs: ['briefcase', 'hard-hat', 'laptop', 'handshake'],
  'buy-sell': ['smartphone', 'bike', 'sofa', 'car-front'],
  law: ['scale', 'gavel', 'landmark', 'file-text'],
  banking: ['piggy-bank', 'shield-check', 'receipt', 'coins'],
  travel: ['plane', 'hotel', 'mountain', 'bus'],
  consultant: ['compass', 'chart-line', 'moon-star', 'lightbulb'],
  'food-order': ['shopping-basket', 'soup', 'cake-slice', 'carrot'],
};

export interface Artwork {
  /** art-{n}.svg, n from 1. */
  n: number;
  main: string;
  lucide: string;
  /** Which of the layouts the generator draws. */
  layout: number;
  palette: Palette;
}

/** Four artworks per main category, numbered in tree order of the main categories. */
export const artworks: Artwork[] = Object.entries(pictograms).flatMap(([main, icons], mainIndex) =>
  icons.map((lucide, i) => ({ n: mainIndex * icons.length + i + 1, main, lucide, layout: i, palette: mainPalettes[main]! })),
);

export const artPath = (n: number) => `/images/providers/art-${n}.svg`;
export const categoryIconPath = (slug: string) => `/images/categories/${slug}.svg`;
export const ogImagePath = '/images/og-default.svg';

/** The artwork paths that fit a main category's providers. */
export function artPathsFor(main: string): string[] {
  return artworks.filter((art) => art.main === main).map((art) => artPath(art.n));
}
