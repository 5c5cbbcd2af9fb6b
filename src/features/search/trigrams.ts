/**
 * pg_trgm's similarity and word similarity, computed here for plain ASCII text, so that a few hundred category
 * names can be matched in memory as the database would match them (search.server.ts). Written from pg_trgm's
 * documentation and its algorithm (contrib/pg_trgm/trgm_op.c): a word is a run of letters and digits, lower-cased
 * and padded with two blanks before and one after; similarity is the share of trigrams two texts have in common;
 * word similarity is the best similarity between the first text's trigrams and any run of the second's. Scores are
 * rounded to float4, as pg_trgm answers them, so that ties and thresholds fall alike. Text that is not plain ASCII
 * is for the database: which of its letters make words depends on the database's locale.
 */

/** pg_trgm.similarity_threshold's default, the `%` operator's threshold (a float4 setting, compared as one). */
export const SIMILARITY_THRESHOLD = Math.fround(0.3);
/** pg_trgm.word_similarity_threshold's default, the `<%` operator's. */
export const WORD_SIMILARITY_THRESHOLD = Math.fround(0.6);

/** Whether `text` is plain ASCII: where these functions answer as pg_trgm does in any locale. */
export const isPlainAscii = (text: string): boolean => /^\p{ASCII}*$/u.test(text);

/** The trigrams of `text`, word by word in order, repeats kept. */
export function trigramsInOrder(text: string): string[] {
  const grams: string[] = [];
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    const padded = `  ${word} `;
    for (let at = 0; at + 3 <= padded.length; at++) grams.push(padded.slice(at, at + 3));
  }
  return grams;
}

/** pg_trgm's share of shared trigrams (CALCSML), as a float4. */
const share = (shared: number, first: number, second: number): number => Math.fround(shared / (first + second - shared));

/** `similarity(a, b)`: the trigrams both have over the trigrams either has. */
export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  return share(shared, a.size, b.size);
}

/** A text's trigrams as wordSimilarity reads them: each distinct one once, and the text's trigrams in order by their number. */
export interface TrigramSequence {
  distinct: readonly string[];
  order: readonly number[];
}

/** The sequence of `grams` (trigramsInOrder): made once a text, however many texts it is compared with. */
export function trigramSequence(grams: readonly string[]): TrigramSequence {
  const numbers = new Map<string, number>();
  const order = grams.map((gram) => {
    const number = numbers.get(gram) ?? numbers.size;
    numbers.set(gram, number);
    return number;
  });
  return { distinct: [...numbers.keys()], order };
}

/**
 * `word_similarity(q, text)`: the greatest similarity between the trigrams of `q` and those of a run of `text`'s
 * trigrams (`text`, trigramSequence), the run starting and ending on trigrams `q` has. pg_trgm's iteration: the
 * run's end moves along the text, and for each end the start that scores best is kept.
 */
export function wordSimilarity(qGrams: ReadonlySet<string>, text: TrigramSequence): number {
  const qCount = qGrams.size;
  const indexes = text.order;
  // Whether `q` has each distinct trigram of the text.
  const found = text.distinct.map((gram) => qGrams.has(gram));
  const lastAt = new Array<number>(found.length).fill(-1);
  let distinct = 0;
  let shared = 0;
  let lower = -1;
  let best = 0;
  indexes.forEach((gram, at) => {
    if (lower >= 0 || found[gram]) {
      if (lastAt[gram]! < 0) {
        distinct++;
        if (found[gram]) shared++;
      }
      lastAt[gram] = at;
    }
    if (!found[gram]) return;
    if (lower === -1) {
      lower = at;
      distinct = 1;
    }
    let current = share(shared, qCount, distinct);
    let tryDistinct = distinct;
    let tryShared = shared;
    const previousLower = lower;
    for (let start = lower; start <= at; start++) {
      const score = share(tryShared, qCount, tryDistinct);
      if (score > current) {
        current = score;
        distinct = tryDistinct;
        lower = start;
        shared = tryShared;
      }
      const startGram = indexes[start]!;
      if (lastAt[startGram] === start) {
        tryDistinct--;
        if (found[startGram]) tryShared--;
      }
    }
    best = Math.max(best, current);
    for (let start = previousLower; start < lower; start++) {
      const startGram = indexes[start]!;
      if (lastAt[startGram] === start) lastAt[startGram] = -1;
    }
  });
  return best;
}
