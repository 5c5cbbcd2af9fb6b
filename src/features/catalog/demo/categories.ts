/**
 * The demo category tree: main categories (/categories/{slug}), their sub-categories
 * (/sub-category/{slug}) and 2–4 leaves each (/category/services/{slug}). Listings attach to leaves.
 *
 * Rules the pages rely on (checked by tests): every slug is unique; every name is unique ignoring case;
 * for sub-categories and leaves the slug is the name lower-cased with spaces turned into hyphens, because
 * /service/{slug} turns the slug back into a category name. Where SPEC.md shows a different label
 * (transport → 'Lorry'), the name keeps the slug's words and the label lives in categoryDisplayLabels.
 */
import tree from './categories.json' with { type: 'json' };

/** The 'Starts ₹' hints SPEC.md allows for sub-categories and leaves. */
export const hintPrices = [49, 99, 149, 199, 249, 449, 1049] as const;
export type HintPrice = (typeof hintPrices)[number];

export interface LeafSeed {
  slug: string;
  name: string;
  /** A lucide-static icon name for the generated category icon. */
  lucide: string;
  price: HintPrice;
  description: string;
}

export interface SubSeed extends LeafSeed {
  popular: boolean;
  leaves: LeafSeed[];
}

export interface MainSeed {
  slug: string;
  name: string;
  lucide: string;
  price: number;
  description: string;
  /** Transport-type: the booking modal with a route and a price per km, for it and all below it. */
  transport: boolean;
  subs: SubSeed[];
}

/** The tree itself is data (categories.json), read here with the types the generator and the tests rely on. */
export const categoryTree = tree as MainSeed[];

/** Labels SPEC.md shows where they differ from a category's name (e.g. the tile for `transport` reads 'Lorry'). */
export { categoryDisplayLabels } from '../labels';

/** Every sub-category and leaf in tree order, with its main category (a flat view for the generator). */
export interface FlatSub {
  main: MainSeed;
  sub: SubSeed;
}

export function flatSubs(): FlatSub[] {
  return categoryTree.flatMap((main) => main.subs.map((s) => ({ main, sub: s })));
}
