import { translatedCategory } from './category-translations';

/**
 * Display labels for categories whose SPEC.md label differs from the stored name.
 *
 * Category names must read back from their slug (/service/{slug} turns hyphens into spaces to find the
 * category), so a name cannot carry '&', an apostrophe or a different word. The UI shows these labels
 * instead; everything not listed here shows its name.
 */
export const categoryDisplayLabels: Readonly<Record<string, string>> = {
  // Labels SPEC.md gives on the services home page.
  transport: 'Lorry',
  loaders: 'Loading',
  jobs: 'Job',
  'skill-training': 'Training & Skillup',
  'food-order': 'Grocery',
  // The spec's slugs misspell these; the slug stays, the label is spelled right.
  tution: 'Tuition',
  gromming: 'Grooming',
  // Names that would need punctuation.
  cleanerhousekeeper: 'Cleaner & Housekeeper',
  'packers-movers': 'Packers & Movers',
  'part-time-jobs': 'Part-time Jobs',
  'mens-tailoring': 'Men\u2019s Tailoring',
  'mens-ethnic-wear': 'Men\u2019s Ethnic Wear',
  'non-veg-tiffin': 'Non-veg Tiffin',
};

/**
 * The label to show for a category: in Hindi or Bengali its name there (category-translations.ts), else its
 * display label when it has one, else its name.
 */
export function categoryLabel(category: { slug: string; name: string }): string {
  return translatedCategory(category.slug, 'name') ?? categoryDisplayLabels[category.slug] ?? category.name;
}
