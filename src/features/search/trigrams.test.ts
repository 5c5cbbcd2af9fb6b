import { describe, expect, it } from 'vitest';
import { isPlainAscii, similarity, trigramSequence, trigramsInOrder, wordSimilarity } from './trigrams';

const grams = (text: string) => new Set(trigramsInOrder(text));

/** The figures pg_trgm's documentation gives (F.35.2); tests/db/category-trigrams.test.ts compares with both engines. */
describe('trigrams as pg_trgm makes and compares them', () => {
  it("makes each word's trigrams, lower-cased and padded", () => {
    expect([...grams('Cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat']);
    expect(trigramsInOrder('a-B')).toEqual(['  a', ' a ', '  b', ' b ']);
  });

  it("scores 'word' against 'two words' as the documentation says", () => {
    expect(similarity(grams('word'), grams('two words'))).toBe(Math.fround(0.36363637));
    expect(wordSimilarity(grams('word'), trigramSequence(trigramsInOrder('two words')))).toBe(Math.fround(0.8));
  });

  it('scores text without a word as nothing alike', () => {
    expect(similarity(grams('--'), grams('plumber'))).toBe(0);
    expect(wordSimilarity(grams(''), trigramSequence(trigramsInOrder('plumber')))).toBe(0);
  });

  it('leaves text that is not plain ASCII to the database', () => {
    expect(isPlainAscii('plumber 24x7')).toBe(true);
    expect(isPlainAscii('प्लंबर')).toBe(false);
    expect(isPlainAscii('café')).toBe(false);
  });
});
