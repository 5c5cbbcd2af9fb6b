/**
 * Understanding a search query: which place it names (a city, or a locality of one), whether it asks for
 * something "near me", and which category of the catalogue it asks for — by the category's name, its
 * synonyms and India's own words for it (category_synonyms), exactly, by a prefix still being typed, or
 * with a typo. Pure: the index is built from the category tree and synonym rows by search.server.ts, and
 * from the data files directly by the tests.
 */
import type { PlaceName } from '../listings/places';

export interface CategoryTerms {
  slug: string;
  name: string;
  level: 'main' | 'sub' | 'leaf';
  /** Every way of naming it: name, label, synonyms (any script, any case). */
  terms: string[];
}

interface IndexedTerm {
  category: number;
  tokens: string[];
}

export interface QueryIndex {
  categories: CategoryTerms[];
  terms: IndexedTerm[];
  /** Every token of every term, sorted, so that the words a prefix starts are one run of it. */
  vocabulary: string[];
  /** The same words by length, for typo matching (a typo changes the length by at most the budget). */
  vocabularyByLength: ReadonlyMap<number, string[]>;
  vocabularySet: ReadonlySet<string>;
  /** Term indexes by token. */
  termsByToken: ReadonlyMap<string, number[]>;
  /** How many categories use each token in their terms: 'installation' or 'wedding' says little alone. */
  categoriesByToken: ReadonlyMap<string, number>;
  /** Normalised place name → place. */
  places: ReadonlyMap<string, PlaceName>;
  /** Single-word place names of five letters or more, for typo matching ('kolkatta'). */
  fuzzyPlaces: string[];
  /** Character trigrams of each term, for the nearest categories of a query that found nothing. */
  termGrams: { category: number; grams: Set<string> }[];
  /**
   * What each typed word matched (wordMatches), kept: people type the same few words again and again, and
   * matching one with typos against the vocabulary was ~1 ms of a search's ~3.5 ms of server CPU at 1M listings.
   * At most WORD_MATCHES_KEPT words; a new index (the catalogue changed) starts empty.
   */
  matchesByWord: Map<string, ReadonlyMap<string, number>>;
}

/** Typed words whose matches an index keeps (each a handful of entries): then it starts again. */
export const WORD_MATCHES_KEPT = 5000;

export interface Understanding {
  /** The category slug the query asks for, or null. */
  category: string | null;
  /** The city it means: named in the query, else the visitor's city; null when neither. */
  city: string | null;
  /** The place as the query named it ('Salt Lake'), when it named one. */
  place: string | null;
  /** The locality the query named, with the names addresses give it; null when it named a city or nothing. */
  locality: { name: string; addresses: string[] } | null;
  near_me: boolean;
  /** "near me" with no city known: the visitor should be asked for one. */
  needs_city: boolean;
  /** Other categories the query matches well, best first (not including `category`). */
  also: string[];
  /** When nothing is understood: the categories closest to the words typed, best first. */
  nearest: string[];
  /** The words left over (not a place, a filler or the category): a business name, perhaps. */
  rest: string;
  /** The query without its place, "near me" and filler words ('sharma plumber kolkata' → 'sharma plumber'). */
  words: string;
}

// ---------------------------------------------------------------------------------------------
// Text
// ---------------------------------------------------------------------------------------------

/** Malayalam's atomic chillu letters as the consonant and virama older keyboards type (ൻ = ന്). */
const MALAYALAM_CHILLU: Record<string, string> = { ൺ: 'ണ്', ൻ: 'ന്', ർ: 'ര്', ൽ: 'ല്', ൾ: 'ള്' };

/**
 * Lower case, Latin accents and Indic nuktas dropped, Devanagari and Gujarati nasal spellings made one
 * (प्लम्बर and प्लंबर, चाँद and चांद, પ્લમ્બર and પ્લંબર), Gurmukhi tippi as bindi, Malayalam chillus as
 * consonant and virama, punctuation and the danda to spaces. Letters and vowel signs of every script are kept.
 */
export function normaliseText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u093c\u09bc\u0a3c\u0abc\u0b3c\u0cbc\u200c\u200d]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\u0901/g, '\u0902')
    .replace(/[ङञणनम]्(?=[क-ह])/g, '\u0902')
    .replace(/[ઙઞણનમ]્(?=[ક-હ])/g, '\u0a82')
    .replace(/\u0a70/g, '\u0a02')
    .replace(/[\u0d7a-\u0d7e]/g, (chillu) => MALAYALAM_CHILLU[chillu]!)
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/** English plurals to the singular ('plumbers' → 'plumber'), so that either matches the other. */
function stem(token: string): string {
  if (token.length > 4 && /^[a-z]+s$/.test(token) && !token.endsWith('ss')) return token.slice(0, -1);
  return token;
}

function tokensOf(text: string): string[] {
  const normal = normaliseText(text);
  return normal ? normal.split(' ') : [];
}

/** Words that say nothing about the service or the place: English, romanised Hindi, Hindi, Bengali and eight more languages. */
const FILLER = new Set(
  [
    'in',
    'at',
    'near',
    'me',
    'my',
    'for',
    'the',
    'a',
    'an',
    'of',
    'to',
    'and',
    'with',
    'from',
    'on',
    'i',
    'need',
    'want',
    'looking',
    'find',
    'get',
    'please',
    'pls',
    'plz',
    'urgent',
    'urgently',
    'best',
    'top',
    'good',
    'cheap',
    'affordable',
    'nearest',
    'area',
    'city',
    'mein',
    'mai',
    'ka',
    'ki',
    'ke',
    'ko',
    'se',
    'par',
    'pe',
    'wala',
    'wale',
    'wali',
    'waala',
    'waale',
    'waali',
    'vala',
    'wallah',
    'chahiye',
    'chaiye',
    'chahie',
    'theek',
    'thik',
    'karne',
    'karna',
    'karo',
    'karwana',
    'karvana',
    'koi',
    'ek',
    'liye',
    'lie',
    'ji',
    'bhada',
    'bhara',
    'hire',
    'around',
    'chai',
    'dorkar',
    'lagbe',
    'jonno',
    'में',
    'का',
    'की',
    'के',
    'को',
    'से',
    'पर',
    'वाला',
    'वाले',
    'वाली',
    'चाहिए',
    'ठीक',
    'करने',
    'करना',
    'लिए',
    'कोई',
    'एक',
    'जी',
    'अच्छा',
    'सस्ता',
    'भाड़ा',
    'এ',
    'র',
    'চাই',
    'দরকার',
    'ঠিক',
    'করার',
    'করতে',
    'জন্য',
    'একজন',
    'কোনো',
    'ওয়ালা',
    'ভালো',
    'ভাড়া',
    'সস্তা',
    // "need", "want", "good" and "in" in Tamil, Telugu, Kannada, Malayalam, Marathi, Gujarati, Punjabi, Odia
    'வேண்டும்',
    'தேவை',
    'కావాలి',
    'ಬೇಕು',
    'ಬೇಕಾಗಿದೆ',
    'വേണം',
    'हवा',
    'हवी',
    'हवे',
    'पाहिजे',
    'मध्ये',
    'જોઈએ',
    'માં',
    'ਚਾਹੀਦਾ',
    'ਚਾਹੀਦੀ',
    'ਵਿੱਚ',
    'ਵਿਚ',
    'ଦରକାର',
    'ଲୋଡା',
    'vendum',
    'venum',
    'kavali',
    'beku',
    'venam',
    'pahije',
    'joie',
    'joiye',
    'chahida',
    'darkar',
  ].map((word) => normaliseText(word)),
);

/** Phrases that mean "where I am". */
const NEAR_ME = [
  'near me',
  'nearme',
  'nearby',
  'near by',
  'around me',
  'close to me',
  'close by',
  'near my location',
  'near my home',
  'near my house',
  'near my place',
  'mere paas',
  'mere pas',
  'mere najdik',
  'mere nazdeek',
  'aas paas',
  'aaspaas',
  'paas mein',
  'paas me',
  'nazdeek',
  'मेरे पास',
  'मेरे नजदीक',
  'मेरे नज़दीक',
  'आस पास',
  'आसपास',
  'पास में',
  'नजदीक',
  'नज़दीक',
  'আমার কাছে',
  'আমার কাছাকাছি',
  'কাছাকাছি',
  'আশেপাশে',
  'কাছে',
  'amar kache',
  'kachakachi',
  'kache',
  'அருகில்',
  'பக்கத்தில்',
  'దగ్గర',
  'నా దగ్గర',
  'ಹತ್ತಿರ',
  'ನನ್ನ ಹತ್ತಿರ',
  'അടുത്ത്',
  'എന്റെ അടുത്ത്',
  'जवळ',
  'माझ्या जवळ',
  'નજીક',
  'મારી નજીક',
  'ਨੇੜੇ',
  'ਮੇਰੇ ਨੇੜੇ',
  'ପାଖରେ',
  'ମୋ ପାଖରେ',
  'arugil',
  'daggara',
  'hattira',
  'aduthu',
  'javal',
  'najik',
  'nede',
].map(tokensOf);

/** A romanised '-wala' written as one word ('bijliwala', 'kaamwali') leaves its stem. */
const WALA_SUFFIX = /^(.{3,}?)(waala|waale|waali|wala|wale|wali|vala|wallah)$/;

/**
 * Several scripts write 'in Kolkata' as one word (কলকাতায়, சென்னையில், హైదరాబాద్‌లో, ಬೆಂಗಳೂರಿನಲ್ಲಿ, പൂനെയിൽ,
 * मुंबईत, ଭୁବନେଶ୍ୱରରେ); these endings are tried off a place name, by the script of its first letter.
 */
const PLACE_ENDINGS: [RegExp, string[]][] = [
  [/^[\u0980-\u09ff]/, ['য', 'তে', 'ে', 'ের', 'র']],
  [/^[\u0b80-\u0bff]/, ['யில்', 'இல்', 'ில்', 'ல்']],
  [/^[\u0c00-\u0c7f]/, ['లో']],
  [/^[\u0c80-\u0cff]/, ['ನಲ್ಲಿ', 'ದಲ್ಲಿ', 'ಿನಲ್ಲಿ', 'ಲ್ಲಿ']],
  [/^[\u0d00-\u0d7f]/, ['യില്', 'ില്', 'ത്ത്']],
  [/^[\u0900-\u097f]/, ['मध्ये', 'त', 'ला']],
  [/^[\u0a80-\u0aff]/, ['માં']],
  [/^[\u0b00-\u0b7f]/, ['ରେ']],
];

// ---------------------------------------------------------------------------------------------
// Matching
// ---------------------------------------------------------------------------------------------

/** Rows of the distance table, reused: the search runs on every keystroke, so it allocates nothing. */
let table = new Int32Array(0);

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), capped at max + 1. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  const size = (a.length + 1) * width;
  if (table.length < size) table = new Int32Array(size * 2);
  for (let j = 0; j < width; j++) table[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = i * width;
    table[row] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(table[row - width + j]! + 1, table[row + j - 1]! + 1, table[row - width + j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = Math.min(value, table[row - 2 * width + j - 2]! + 1);
      }
      table[row + j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
  }
  return table[a.length * width + b.length]!;
}

/** Typos tolerated in a word of this length: none under five letters, one up to seven, then two. */
function typoBudget(length: number): number {
  return length >= 8 ? 2 : length >= 5 ? 1 : 0;
}

/** The first index of a sorted list whose word is not below `word`. */
function lowerBound(list: string[], word: string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The vocabulary words a typed token matches, with how well: 1 exact, 0.8 a prefix being typed
 * ('plumb' → plumber) or the word with an ending ('plumbing' ← plumb), 0.75 / 0.6 one / two typos.
 */
function wordMatches(typed: string, index: QueryIndex): ReadonlyMap<string, number> {
  const kept = index.matchesByWord.get(typed);
  if (kept) return kept;
  const found = matchesOf(typed, index);
  if (index.matchesByWord.size >= WORD_MATCHES_KEPT) index.matchesByWord.clear();
  index.matchesByWord.set(typed, found);
  return found;
}

function matchesOf(typed: string, index: QueryIndex): Map<string, number> {
  const found = new Map<string, number>();
  const keep = (word: string, quality: number) => {
    if (quality > (found.get(word) ?? 0)) found.set(word, quality);
  };
  const budget = typoBudget(typed.length);
  for (let length = typed.length - budget; length <= typed.length + budget; length++) {
    for (const word of index.vocabularyByLength.get(length) ?? []) {
      if (word === typed) keep(word, 1);
      else if (budget) {
        const distance = editDistance(typed, word, budget);
        if (distance <= budget) keep(word, distance === 1 ? 0.75 : 0.6);
      }
    }
  }
  if (typed.length >= 3) {
    for (let at = lowerBound(index.vocabulary, typed); at < index.vocabulary.length && index.vocabulary[at]!.startsWith(typed); at++) {
      if (index.vocabulary[at] !== typed) keep(index.vocabulary[at]!, 0.8);
    }
  }
  for (let cut = 1; cut <= 2 && typed.length - cut >= 4; cut++) {
    const word = typed.slice(0, -cut);
    if (index.vocabularySet.has(word)) keep(word, 0.8);
  }
  return found;
}

/** A partly matched term loses this much for each of its words the query lacks. */
const MISSING_WORD_PENALTY = 0.35;
/** The least score that counts as understanding a category. */
export const UNDERSTOOD_MIN_SCORE = 0.6;
/** A word in the terms of this many categories or more says nothing on its own. */
const COMMON_WORD_CATEGORIES = 4;
/** Other categories are offered beside the understood one when they score within this of it. */
const ALSO_WITHIN = 0.5;
const LEVEL_RANK = { sub: 0, leaf: 1, main: 2 } as const;

function gramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  for (const word of text.split(' ')) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  }
  return grams;
}

function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  return shared / (a.size + b.size - shared || 1);
}

/** The index of `categories` and `places` that understandQuery reads; built once and reused. */
export function buildQueryIndex(categories: CategoryTerms[], places: PlaceName[]): QueryIndex {
  const terms: IndexedTerm[] = [];
  const termsByToken = new Map<string, number[]>();
  const termGrams: QueryIndex['termGrams'] = [];
  categories.forEach((category, index) => {
    const seen = new Set<string>();
    for (const term of [category.name, category.slug.replace(/-/g, ' '), ...category.terms]) {
      const tokens = tokensOf(term)
        .filter((token) => !FILLER.has(token))
        .map(stem);
      const key = tokens.join(' ');
      if (!tokens.length || seen.has(key)) continue;
      seen.add(key);
      const at = terms.push({ category: index, tokens }) - 1;
      for (const token of new Set(tokens)) {
        const list = termsByToken.get(token) ?? [];
        list.push(at);
        termsByToken.set(token, list);
      }
      termGrams.push({ category: index, grams: gramsOf(key) });
    }
  });
  const placeMap = new Map<string, PlaceName>();
  for (const place of places) {
    const key = normaliseText(place.name);
    if (key && !placeMap.has(key)) placeMap.set(key, place);
  }
  const categoriesByToken = new Map<string, number>();
  for (const [token, list] of termsByToken) categoriesByToken.set(token, new Set(list.map((at) => terms[at]!.category)).size);
  const vocabulary = [...termsByToken.keys()].sort();
  const vocabularyByLength = new Map<number, string[]>();
  for (const word of vocabulary) {
    const list = vocabularyByLength.get(word.length) ?? [];
    list.push(word);
    vocabularyByLength.set(word.length, list);
  }
  return {
    categories,
    terms,
    vocabulary,
    vocabularyByLength,
    vocabularySet: new Set(vocabulary),
    termsByToken,
    categoriesByToken,
    places: placeMap,
    fuzzyPlaces: [...placeMap.keys()].filter((key) => !key.includes(' ') && key.length >= 5),
    termGrams,
    matchesByWord: new Map(),
  };
}

interface Slot {
  token: string;
  /** What took it: a place, "near me", a filler word, or still free for the category. */
  taken: boolean;
}

/** Finds the longest place name in the free tokens (up to four words), earliest first. */
function takePlace(slots: Slot[], index: QueryIndex): PlaceName | null {
  for (let size = Math.min(4, slots.length); size >= 1; size--) {
    for (let start = 0; start + size <= slots.length; start++) {
      const window = slots.slice(start, start + size);
      if (window.some((slot) => slot.taken)) continue;
      const words = window.map((slot) => slot.token);
      const candidates = [words.join(' ')];
      const endings = size === 1 ? PLACE_ENDINGS.find(([script]) => script.test(words[0]!))?.[1] : undefined;
      for (const ending of endings ?? []) if (words[0]!.endsWith(ending)) candidates.push(words[0]!.slice(0, -ending.length));
      for (const candidate of candidates) {
        const place = index.places.get(candidate);
        if (place) {
          for (const slot of window) slot.taken = true;
          return place;
        }
      }
    }
  }
  return null;
}

function takeNearMe(slots: Slot[]): boolean {
  let found = false;
  for (const phrase of NEAR_ME) {
    for (let start = 0; start + phrase.length <= slots.length; start++) {
      const window = slots.slice(start, start + phrase.length);
      if (window.every((slot, i) => !slot.taken && slot.token === phrase[i])) {
        for (const slot of window) slot.taken = true;
        found = true;
      }
    }
  }
  return found;
}

interface Scored {
  category: number;
  score: number;
  termLength: number;
  /** Positions of the query tokens the best term used. */
  used: number[];
}

/** Every category's best term score against the free tokens. */
function scoreCategories(tokens: string[], index: QueryIndex): Scored[] {
  // Each typed token against the vocabulary once: exact, prefix or typo.
  const qualities = tokens.map((typed) => wordMatches(typed, index));
  const candidateTerms = new Set<number>();
  for (const found of qualities) for (const word of found.keys()) for (const term of index.termsByToken.get(word) ?? []) candidateTerms.add(term);

  const best = new Map<number, Scored>();
  for (const termIndex of candidateTerms) {
    const term = index.terms[termIndex]!;
    const used: number[] = [];
    let matched = 0;
    let missing = 0;
    let telling = false;
    for (const word of term.tokens) {
      let bestQuality = 0;
      let bestAt = -1;
      qualities.forEach((found, at) => {
        const quality = found.get(word) ?? 0;
        if (quality > bestQuality && !used.includes(at)) {
          bestQuality = quality;
          bestAt = at;
        }
      });
      if (bestAt >= 0) {
        used.push(bestAt);
        matched += bestQuality;
        if ((index.categoriesByToken.get(word) ?? 0) < COMMON_WORD_CATEGORIES) telling = true;
      } else missing++;
    }
    // Half a term matched by common words only ('cctv installation' → Geyser Installation) is no match.
    if (!matched || (missing && !telling)) continue;
    const score = matched - MISSING_WORD_PENALTY * missing;
    const previous = best.get(term.category);
    if (!previous || score > previous.score || (score === previous.score && term.tokens.length < previous.termLength)) {
      best.set(term.category, { category: term.category, score, termLength: term.tokens.length, used });
    }
  }
  return [...best.values()].sort(
    (a, b) =>
      b.score - a.score ||
      a.termLength - b.termLength ||
      LEVEL_RANK[index.categories[a.category]!.level] - LEVEL_RANK[index.categories[b.category]!.level] ||
      a.category - b.category,
  );
}

/** The categories whose terms look most like the words typed (for a query that found nothing). */
function nearestCategories(text: string, index: QueryIndex, scored: Scored[], limit = 5): string[] {
  const slugs: string[] = [];
  const add = (category: number) => {
    const slug = index.categories[category]!.slug;
    if (!slugs.includes(slug) && slugs.length < limit) slugs.push(slug);
  };
  for (const entry of scored) add(entry.category);
  if (text && slugs.length < limit) {
    const grams = gramsOf(text);
    const ranked = index.termGrams
      .map((entry) => ({ category: entry.category, value: similarity(grams, entry.grams) }))
      .filter((entry) => entry.value >= 0.2)
      .sort((a, b) => b.value - a.value);
    for (const entry of ranked) add(entry.category);
  }
  return slugs;
}

/**
 * What a query asks for: its category (slug), city and "near me". The city is the place the query
 * names (a locality gives its city), else `cityHint` — the visitor's stored city — for "near me" and
 * for queries that name no place.
 */
export function understandQuery(query: string, options: { cityHint?: string | null }, index: QueryIndex): Understanding {
  const slots: Slot[] = tokensOf(query).map((token) => ({ token, taken: false }));
  const place = takePlace(slots, index);
  const nearMe = takeNearMe(slots);
  for (const slot of slots) {
    if (slot.taken) continue;
    if (FILLER.has(slot.token)) slot.taken = true;
    else if (!index.vocabularySet.has(slot.token)) {
      const wala = WALA_SUFFIX.exec(slot.token);
      if (wala && index.vocabularySet.has(wala[1]!)) slot.token = wala[1]!;
    }
  }
  const free = slots.filter((slot) => !slot.taken);
  const tokens = free.map((slot) => stem(slot.token));
  const scored = scoreCategories(tokens, index);
  const top = scored[0] && scored[0].score >= UNDERSTOOD_MIN_SCORE ? scored[0] : undefined;

  // A place still unnamed may be a typo of one ('kolkatta'), among the words the category did not use.
  let foundPlace = place;
  const unused = tokens.map((_, at) => at).filter((at) => !top?.used.includes(at));
  if (!foundPlace) {
    for (const at of unused) {
      const typed = tokens[at]!;
      const budget = typoBudget(typed.length);
      if (!budget) continue;
      const match = index.fuzzyPlaces.find((name) => editDistance(typed, name, budget) <= budget);
      if (match) {
        foundPlace = index.places.get(match)!;
        unused.splice(unused.indexOf(at), 1);
        break;
      }
    }
  }
  const rest = unused.map((at) => free[at]!.token).join(' ');
  const hint = options.cityHint?.trim() || null;
  const city = foundPlace?.city ?? hint;
  return {
    category: top ? index.categories[top.category]!.slug : null,
    city,
    place: foundPlace ? foundPlace.name : null,
    locality: foundPlace?.kind === 'locality' ? { name: foundPlace.name, addresses: foundPlace.addresses ?? [foundPlace.name] } : null,
    near_me: nearMe,
    needs_city: nearMe && !city,
    also: top
      ? scored
          .slice(1)
          // Only near rivals: 'ac repair' offers Car AC Repair, not every category with 'repair' in it.
          .filter((entry) => entry.score >= Math.max(UNDERSTOOD_MIN_SCORE, top.score - ALSO_WITHIN))
          .map((entry) => index.categories[entry.category]!.slug)
      : [],
    nearest: top ? [] : nearestCategories(tokens.join(' '), index, scored),
    rest,
    words: free.map((slot) => slot.token).join(' '),
  };
}
