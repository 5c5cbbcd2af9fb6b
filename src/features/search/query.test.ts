import { describe, expect, it } from 'vitest';
import { categoryTree as demoTree } from '../catalog/demo/categories';
import { categoryLabel } from '../catalog/labels';
import { CITY_NAMES, INDIC_CITY_NAMES, placeNames } from '../listings/places';
import { type CategoryTerms, WORD_MATCHES_KEPT, buildQueryIndex, editDistance, normaliseText, understandQuery } from './query';
import { caseMatches, querySet, scoredLangs, scoresByLanguage } from './query-set';
import { categorySynonymData, moreSynonymLangs, synonymRows } from './synonyms/category-synonyms';

/** The demo catalogue's categories with the synonym data, as search.server.ts builds them from the database. */
function demoCategories(): CategoryTerms[] {
  const rows = synonymRows();
  const list: CategoryTerms[] = [];
  const add = (seed: { slug: string; name: string }, level: CategoryTerms['level']) =>
    list.push({
      slug: seed.slug,
      name: seed.name,
      level,
      terms: [categoryLabel(seed), ...rows.filter((row) => row.slug === seed.slug).map((row) => row.term)],
    });
  for (const main of demoTree) {
    add(main, 'main');
    for (const sub of main.subs) {
      add(sub, 'sub');
      for (const leaf of sub.leaves) add(leaf, 'leaf');
    }
  }
  return list;
}

const index = buildQueryIndex(demoCategories(), placeNames());

describe('understandQuery', () => {
  it(`understands at least 95 % of the ${querySet.length} test queries`, () => {
    const misses: string[] = [];
    for (const item of querySet) {
      const got = understandQuery(item.q, { cityHint: item.cityHint }, index);
      if (!caseMatches(item, got)) misses.push(`${item.q} → ${got.category} in ${got.city}`);
    }
    const score = (querySet.length - misses.length) / querySet.length;
    console.log(`query understanding: ${querySet.length - misses.length}/${querySet.length} (${(score * 100).toFixed(1)} %)`, misses);
    expect(querySet.length).toBeGreaterThanOrEqual(60);
    expect(score).toBeGreaterThanOrEqual(0.95);
  });

  it('understands at least 90 % of the sixteen or more test queries in each of ten languages', () => {
    const misses: string[] = [];
    const scores = scoresByLanguage((item) => {
      const got = understandQuery(item.q, { cityHint: item.cityHint }, index);
      const right = caseMatches(item, got);
      if (!right) misses.push(`${item.lang}: ${item.q} → ${got.category} in ${got.city}`);
      return right;
    });
    console.log('query understanding by language:', [...scores].map(([lang, score]) => `${lang} ${score.right}/${score.of}`).join(', '), misses);
    expect([...scores.keys()].sort()).toEqual([...scoredLangs].sort());
    for (const [lang, score] of scores) {
      expect(score.of, lang).toBeGreaterThanOrEqual(16);
      expect(score.right / score.of, lang).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('reads city names in the scripts of ten languages, and "in <city>" written as one word', () => {
    const cases: [string, string][] = [
      ['சென்னை', 'Chennai'],
      ['சென்னையில்', 'Chennai'],
      ['హైదరాబాద్', 'Hyderabad'],
      ['హైదరాబాద్‌లో', 'Hyderabad'],
      ['ಬೆಂಗಳೂರು', 'Bengaluru'],
      ['കൊച്ചി', 'Kochi'],
      ['ബാംഗ്ലൂർ', 'Bengaluru'],
      ['पुणे', 'Pune'],
      ['मुंबईत', 'Mumbai'],
      ['અમદાવાદ', 'Ahmedabad'],
      ['અમદાવાદમાં', 'Ahmedabad'],
      ['ਲੁਧਿਆਣਾ', 'Ludhiana'],
      ['ଭୁବନେଶ୍ୱର', 'Bhubaneswar'],
      ['ଭୁବନେଶ୍ୱରରେ', 'Bhubaneswar'],
    ];
    for (const [q, city] of cases) expect(understandQuery(`plumber ${q}`, {}, index), q).toMatchObject({ category: 'plumbing', city });
  });

  it('has the demo cities and the 200 largest in all eight further scripts, and every city with a name search reads', () => {
    const known = new Set(CITY_NAMES.map((entry) => entry.city));
    const cities = Object.entries(INDIC_CITY_NAMES);
    expect(cities.length).toBeGreaterThanOrEqual(200);
    for (const [city, names] of cities) {
      // A city CITY_NAMES lacks brings its English names, and each name leads search to the city.
      if (!known.has(city)) expect(names.en, city).toBeTruthy();
      for (const lang of moreSynonymLangs) expect(names[lang], `${city} ${lang}`).toBeTruthy();
    }
    for (const [q, city] of [
      ['प्लंबर मेरठ', 'Meerut'],
      ['plumber tanjore', 'Thanjavur'],
      ['பிளம்பர் திருநெல்வேலி', 'Tirunelveli'],
      ['ప్లంబర్ గుంటూరు', 'Guntur'],
      ['ਪਲੰਬਰ ਜਲੰਧਰ', 'Jalandhar'],
      ['ପ୍ଲମ୍ବର କଟକ', 'Cuttack'],
    ] as const) {
      expect(understandQuery(q, {}, index), q).toMatchObject({ category: 'plumbing', city });
    }
    for (const city of ['Kolkata', 'Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Hyderabad', 'Pune', 'Ahmedabad', 'Jaipur', 'Lucknow']) {
      for (const lang of moreSynonymLangs) expect(INDIC_CITY_NAMES[city]?.[lang], `${city} ${lang}`).toBeTruthy();
    }
  });

  it('has the words of all eight further languages, in their scripts, for every demo category', () => {
    const scripts: Record<(typeof moreSynonymLangs)[number], RegExp> = {
      ta: /[\u0b80-\u0bff]/,
      te: /[\u0c00-\u0c7f]/,
      kn: /[\u0c80-\u0cff]/,
      ml: /[\u0d00-\u0d7f]/,
      mr: /[\u0900-\u097f]/,
      gu: /[\u0a80-\u0aff]/,
      pa: /[\u0a00-\u0a7f]/,
      or: /[\u0b00-\u0b7f]/,
    };
    for (const category of demoCategories()) {
      for (const lang of moreSynonymLangs) expect(categorySynonymData[category.slug]?.[lang], `${category.slug} ${lang}`).toMatch(scripts[lang]);
    }
  });

  it('reads the place, including localities and old names, and says which words it took', () => {
    expect(understandQuery('ac repair in andheri', {}, index)).toMatchObject({
      category: 'ac-repair',
      city: 'Mumbai',
      place: 'Andheri',
      near_me: false,
    });
    expect(understandQuery('plumber salt lake', {}, index)).toMatchObject({ category: 'plumbing', city: 'Kolkata' });
    expect(understandQuery('painter gurgaon', {}, index).city).toBe('Gurugram');
    expect(understandQuery('tutor bangalore', {}, index).city).toBe('Bengaluru');
  });

  it('names the locality a query asks in, with the names addresses give it; a city is not a locality', () => {
    expect(understandQuery('plumber salt lake', {}, index).locality).toEqual({ name: 'Salt Lake', addresses: ['Salt Lake'] });
    expect(understandQuery('ac repair in andheri', {}, index).locality).toEqual({ name: 'Andheri', addresses: ['Andheri'] });
    expect(understandQuery('electrician bidhannagar', {}, index).locality?.addresses).toContain('Salt Lake');
    expect(understandQuery('plumber kolkata', {}, index).locality).toBeNull();
    expect(understandQuery('plumber', { cityHint: 'Kolkata' }, index).locality).toBeNull();
  });

  it('a place in the query wins over the visitor city; "near me" takes the visitor city, or asks for one', () => {
    expect(understandQuery('plumber kolkata', { cityHint: 'Pune' }, index).city).toBe('Kolkata');
    expect(understandQuery('plumber', { cityHint: 'Pune' }, index)).toMatchObject({ city: 'Pune', near_me: false });
    expect(understandQuery('vakil near me', { cityHint: 'Kolkata' }, index)).toMatchObject({
      category: 'law',
      city: 'Kolkata',
      near_me: true,
      needs_city: false,
    });
    expect(understandQuery('vakil near me', {}, index)).toMatchObject({ category: 'law', city: null, near_me: true, needs_city: true });
    expect(understandQuery('মেকআপ আর্টিস্ট আমার কাছে', {}, index)).toMatchObject({ category: 'beauty-care', near_me: true });
  });

  it('keeps the words that are neither place nor service, for a name search', () => {
    expect(understandQuery('sharma plumber kolkata', {}, index)).toMatchObject({ category: 'plumbing', city: 'Kolkata', rest: 'sharma' });
  });

  it('offers the nearest categories when it understands none', () => {
    const gibberish = understandQuery('qqqq', {}, index);
    expect(gibberish).toMatchObject({ category: null, nearest: [] });
    const near = understandQuery('plumbingtonz', {}, index);
    expect(near.category).toBeNull();
    expect(near.nearest).toContain('plumbing');
  });

  it('has Hindi and Bengali names for every demo category', () => {
    const categories = demoCategories();
    for (const category of categories) {
      const entry = categorySynonymData[category.slug];
      expect(entry, category.slug).toBeDefined();
      expect(entry!.hi.trim(), category.slug).toMatch(/[\u0900-\u097f]/);
      expect(entry!.bn.trim(), category.slug).toMatch(/[\u0980-\u09ff]/);
    }
    expect(Object.keys(categorySynonymData).filter((slug) => !categories.some((c) => c.slug === slug))).toEqual([]);
  });
});

describe('the words an index keeps (what each typed word matched)', () => {
  it('understand a query asked again as they did the first time, and as an index that kept nothing', () => {
    const kept = buildQueryIndex(demoCategories(), placeNames());
    const ask = (item: (typeof querySet)[number]) => understandQuery(item.q, { cityHint: item.cityHint }, kept);
    const first = querySet.map(ask);
    expect(kept.matchesByWord.size).toBeGreaterThan(0);
    expect(querySet.map(ask)).toEqual(first);
    const unkept = querySet.map((item) => {
      kept.matchesByWord.clear();
      return ask(item);
    });
    expect(unkept).toEqual(first);
  });

  it(`are at most ${WORD_MATCHES_KEPT}: a full index starts again`, () => {
    const kept = buildQueryIndex(demoCategories(), placeNames());
    for (let n = 0; n < WORD_MATCHES_KEPT; n++) kept.matchesByWord.set(`word${n}`, new Map());
    expect(understandQuery('plumbr', {}, kept).category).toBe(understandQuery('plumbr', {}, index).category);
    expect(kept.matchesByWord.size).toBe(1);
  });
});

describe('text helpers', () => {
  it('normalises scripts: nukta, nasal spellings, Bengali ya, punctuation', () => {
    expect(normaliseText('प्लम्बर')).toBe(normaliseText('प्लंबर'));
    expect(normaliseText('नलसाज़')).toBe(normaliseText('नलसाज'));
    expect(normaliseText('কলকাতায়')).toBe(normaliseText('কলকাতায়'));
    expect(normaliseText('  AC-Repair, Andheri! ')).toBe('ac repair andheri');
    expect(normaliseText('दर्जी।')).toBe('दर्जी');
    // The letters and vowel signs of the other scripts stay; spellings that differ in encoding only meet.
    expect(normaliseText('சென்னையில்!')).toBe('சென்னையில்');
    expect(normaliseText('ప్లంబర్, హైదరాబాద్')).toBe('ప్లంబర్ హైదరాబాద్');
    expect(normaliseText('ಎಲೆಕ್ಟ್ರಿಷಿಯನ್')).toBe('ಎಲೆಕ್ಟ್ರಿಷಿಯನ್');
    expect(normaliseText('ଭୁବନେଶ୍ୱର।')).toBe('ଭୁବନେଶ୍ୱର');
    expect(normaliseText('ആംബുലൻസ്')).toBe(normaliseText('ആംബുലന്\u200dസ്'));
    expect(normaliseText('ਦਰਜ਼ੀ')).toBe(normaliseText('ਦਰਜੀ'));
    expect(normaliseText('ਪਲੰਬਰ')).toBe(normaliseText('ਪਲਂਬਰ'));
    expect(normaliseText('પ્લમ્બર')).toBe(normaliseText('પ્લંબર'));
  });

  it('counts an adjacent swap as one edit', () => {
    expect(editDistance('electricain', 'electrician', 2)).toBe(1);
    expect(editDistance('plumbr', 'plumber', 1)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});
