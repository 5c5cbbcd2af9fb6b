/**
 * What people call each category, keyed by category slug: English synonyms, Hindi (Devanagari) and
 * Bengali script names, the words of eight more languages (Tamil, Telugu, Kannada, Malayalam, Marathi,
 * Gujarati, Punjabi, Odia) for every category, and the romanised words people type on a phone keyboard. This is data, not
 * code: the demo seed loads it into the `category_synonyms` table (search/synonyms.server.ts), where the
 * catalogue can grow it; search reads the table. Terms are comma-separated.
 *
 * Choices where a word is ambiguous (kept here so that they can be argued with in one place):
 * - 'mistri' alone (a skilled tradesman: mason, carpenter, fitter) → home-renovation, whose listings are
 *   the masons, carpenters and tilers; 'bijli mistri', 'nal mistri', 'gaadi mistri', 'kath mistri'
 *   name the trade and go to electrician, plumbing, car-mechanic and carpentry.
 * - 'darzi' / 'tailor' → mens-tailoring (the everyday tailor); 'ladies tailor' → blouse-stitching.
 * - 'dhobi' / 'laundry' / 'istri': the catalogue has no laundry category; a housekeeper
 *   (cleanerhousekeeper) is the nearest service that washes and irons at home.
 * - 'mehendi' and 'makeup' have no category of their own: beauty-care, the beauty parlour's category.
 * - 'gaadi' (a vehicle) → transport (goods vehicles on hire); 'gaadi mistri' → car-mechanic.
 * - 'vakil' / 'lawyer' / 'advocate' → law (every kind of lawyer); 'divorce vakil' etc. reach the kind.
 * - 'master ji' / 'tuition' → tution (the spec's slug for home tutors).
 * - In the eight further languages, a sub-category is named by its everyday word where the language has one
 *   (Tamil கரையான் for termites, Marathi ढेकूण for bed bugs) and always by the English name as people write it
 *   in the script (டர்மைட், ఇంగ్లీష్ ట్యూషన్), which is how most of them search for a service English names.
 */
import synonymData from './category-synonyms.json' with { type: 'json' };

export interface SynonymEntry {
  /** Hindi in Devanagari. */
  hi: string;
  /** Bengali script. */
  bn: string;
  /** English synonyms beyond the category's own name. */
  en?: string;
  /** Romanised Hindi (and Hinglish) as typed. */
  hiLatn?: string;
  /** Romanised Bengali as typed. */
  bnLatn?: string;
  /**
   * The eight other languages search understands, each in its own script (Tamil, Telugu, Kannada, Malayalam,
   * Marathi in Devanagari, Gujarati, Punjabi in Gurmukhi, Odia) and as typed in Latin letters (`taLatn` …).
   */
  ta?: string;
  taLatn?: string;
  te?: string;
  teLatn?: string;
  kn?: string;
  knLatn?: string;
  ml?: string;
  mlLatn?: string;
  mr?: string;
  mrLatn?: string;
  gu?: string;
  guLatn?: string;
  pa?: string;
  paLatn?: string;
  or?: string;
  orLatn?: string;
}

/** The languages beyond English, Hindi and Bengali that the data names categories in (BCP 47). */
export const moreSynonymLangs = ['ta', 'te', 'kn', 'ml', 'mr', 'gu', 'pa', 'or'] as const;
export type MoreSynonymLang = (typeof moreSynonymLangs)[number];

/** Bump when the data changes: the seed then adds the new terms to a database that has the old ones. */
export const synonymDataVersion = 3;

/** The terms themselves (category-synonyms.json, grouped by main category in tree order), read here with their type. */
export const categorySynonymData = synonymData as Record<string, SynonymEntry>;

export type SynonymLang = 'en' | 'hi' | 'bn' | 'hi-Latn' | 'bn-Latn' | MoreSynonymLang | `${MoreSynonymLang}-Latn`;

export interface SynonymRow {
  slug: string;
  term: string;
  lang: SynonymLang;
}

/** The data as rows: one a term, trimmed and lower-cased, duplicates within a category dropped. */
export function synonymRows(data: Record<string, SynonymEntry> = categorySynonymData): SynonymRow[] {
  const rows: SynonymRow[] = [];
  for (const [slug, entry] of Object.entries(data)) {
    const seen = new Set<string>();
    const fields: [SynonymLang, string | undefined][] = [
      ['en', entry.en],
      ['hi', entry.hi],
      ['bn', entry.bn],
      ['hi-Latn', entry.hiLatn],
      ['bn-Latn', entry.bnLatn],
      ...moreSynonymLangs.flatMap((lang): [SynonymLang, string | undefined][] => [
        [lang, entry[lang]],
        [`${lang}-Latn`, entry[`${lang}Latn`]],
      ]),
    ];
    for (const [lang, text] of fields) {
      for (const raw of (text ?? '').split(',')) {
        const term = raw.trim().toLowerCase();
        if (!term || seen.has(term)) continue;
        seen.add(term);
        rows.push({ slug, term, lang });
      }
    }
  }
  return rows;
}
